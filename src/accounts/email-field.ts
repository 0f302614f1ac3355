import type { EmailField } from 'payload'
import { email } from 'payload/shared'

/**
 * E9: the account's e-mail, as Payload makes it, with one rule more: an address another account
 * holds is refused by the field itself. Payload refuses it when it creates the account, but the
 * admin asks the server for the form's state right after a refused save, and that answer runs the
 * fields' rules only: the reason under the field was gone within a second. Said here too, it stays.
 * The lookup is the one Payload makes before creating an account, in any case; the unique index
 * still decides between two saves at once.
 */
export const accountEmailField: EmailField = {
  name: 'email',
  type: 'email',
  validate: async (value, options) => {
    const format = email(value, options)
    if (format !== true || !value) return format
    const { req, id } = options
    const holders = await req.payload.count({
      collection: 'users',
      where: { email: { equals: value.toLowerCase().trim() }, ...(id === undefined ? {} : { id: { not_equals: id } }) },
      req,
    })
    return holders.totalDocs === 0 ? true : req.t('error:userEmailAlreadyRegistered')
  },
}
