import { readOrganiser } from './organiser'

/** The sign-in page's emblem: the organiser's logo and the exhibition's name, in place of Payload's. */
export async function Logo() {
  const { name, logoUrl } = await readOrganiser()
  return (
    <div className="organiser-logo" style={{ display: 'grid', justifyItems: 'center', gap: '0.75rem', textAlign: 'center' }}>
      {logoUrl ? <img src={logoUrl} alt="" style={{ maxWidth: '18rem', maxHeight: '5rem', objectFit: 'contain' }} /> : null}
      <strong style={{ fontSize: '1.25rem' }}>{name}</strong>
      <span style={{ opacity: 0.7 }}>管理后台</span>
    </div>
  )
}
