'use client'

import { DateTimeField } from '@payloadcms/ui'
import type { DateFieldClientProps } from 'payload'

import { TypedDateCheck } from './typed-date'

/** E5: Payload's date field, telling the editor in Chinese when a typed date was not read. */
export function TypedDateTimeField(props: DateFieldClientProps) {
  return (
    <TypedDateCheck>
      <DateTimeField {...props} />
    </TypedDateCheck>
  )
}
