import { readOrganiser } from './organiser'

/** The navigation's small emblem: the organiser's logo, or the exhibition name's first character. */
export async function Icon() {
  const { name, logoUrl } = await readOrganiser()
  if (logoUrl)
    return <img className="organiser-icon" src={logoUrl} alt={name} style={{ height: '1.75rem', maxWidth: '6rem', objectFit: 'contain' }} />
  return (
    <span className="organiser-icon" title={name} style={{ fontWeight: 700, fontSize: '1.25rem' }}>
      {name.slice(0, 1)}
    </span>
  )
}
