/** A list page's heading: the menu's Chinese name over its English name, as the home sections show theirs. */
export function PageTitle({ nameCN, nameEN }: { nameCN: string; nameEN?: string }) {
  return (
    <h1 className="section-title">
      <span className="section-title__cn">{nameCN}</span>
      {nameEN && (
        <span className="section-title__en" lang="en">
          {nameEN}
        </span>
      )}
    </h1>
  )
}
