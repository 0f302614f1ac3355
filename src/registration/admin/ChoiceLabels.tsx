import { SelectField } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps, TextFieldServerProps } from 'payload'

import { type ChoiceList, labelOf, registrationChoices } from './labels'

/**
 * R6: a registration's industry and purpose are stored as the settings' codes (a label may be
 * renamed, the code stays); the admin shows them as their labels: in the list (a cell) and on the
 * record (a choice of labels, the stored code kept if the settings no longer offer it).
 */
async function ChoiceCell({ cellData, payload, list }: DefaultServerCellComponentProps & { list: ChoiceList }) {
  if (typeof cellData !== 'string' || !cellData) return null
  return <span>{labelOf((await registrationChoices(payload))[list], cellData)}</span>
}

async function ChoiceField({ clientField, data, path, payload, readOnly, list }: TextFieldServerProps & { list: ChoiceList }) {
  const choices = (await registrationChoices(payload))[list]
  const stored = (data as Record<string, unknown> | undefined)?.[clientField.name]
  const options = choices.map((choice) => ({ value: choice.value, label: choice.label }))
  if (typeof stored === 'string' && stored && !choices.some((choice) => choice.value === stored))
    options.push({ value: stored, label: labelOf(choices, stored) })
  return (
    <SelectField
      field={{ name: clientField.name, label: clientField.label, required: clientField.required, options }}
      path={path}
      readOnly={readOnly}
    />
  )
}

export const IndustryCell = (props: DefaultServerCellComponentProps) => <ChoiceCell {...props} list="industry" />
export const PurposeCell = (props: DefaultServerCellComponentProps) => <ChoiceCell {...props} list="purpose" />
export const IndustryField = (props: TextFieldServerProps) => <ChoiceField {...props} list="industry" />
export const PurposeField = (props: TextFieldServerProps) => <ChoiceField {...props} list="purpose" />
