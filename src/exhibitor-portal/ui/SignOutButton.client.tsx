'use client'

/** B1: ends the portal's session on the server (Payload's logout), then shows the sign-in again. */
export function SignOutButton({ label, home }: { label: string; home: string }) {
  const signOut = async () => {
    await fetch('/api/exhibitor-accounts/logout', { method: 'POST', credentials: 'same-origin' })
    window.location.assign(home)
  }
  return (
    <button type="button" className="button button--ghost" onClick={() => void signOut()}>
      {label}
    </button>
  )
}
