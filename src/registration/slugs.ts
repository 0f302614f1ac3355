/** The registration collection's slug, in a file of its own: the modules its hooks and endpoints use need not import the collection. */
export const REGISTRATIONS_SLUG = 'registrations'
