import Link from 'next/link'

import { getSiteLanguage } from '@/site/lib/locale'

/** P5: an unknown id or menuId; the shell stays around it. */
export default async function NotFound() {
  const { text, path } = await getSiteLanguage()
  return (
    <div className="page container status-page" data-section="page">
      <h1 className="status-page__title">{text.notFoundTitle}</h1>
      <p className="status-page__text">{text.notFoundText}</p>
      <Link className="button" href={path('/home')}>
        {text.backHome}
      </Link>
    </div>
  )
}
