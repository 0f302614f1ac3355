'use client'

import { type FocusEvent, type FormEvent, type ReactNode, useRef, useState } from 'react'

import { isTypedDate, untypedDateMessage } from '@/locales/dates'

const inputOf = (event: FocusEvent | FormEvent) => (event.target instanceof HTMLInputElement ? event.target : null)

/**
 * E5: wraps a date picker whose input reads typed dates only in TYPED_DATE_FORMATS and otherwise
 * keeps the date it had: when the editor leaves it, what they typed and the picker could not read
 * is named in a Chinese message below. The picker clears the text before the input loses focus,
 * so the text is taken as it is typed.
 */
export function TypedDateCheck({ children }: { children: ReactNode }) {
  const typed = useRef<string | null>(null)
  const [unread, setUnread] = useState<string | null>(null)
  return (
    <div
      onFocusCapture={(event) => {
        if (inputOf(event)) typed.current = null
      }}
      onInputCapture={(event) => {
        const input = inputOf(event)
        if (input) typed.current = input.value.trim()
      }}
      onBlurCapture={(event) => {
        if (!inputOf(event) || typed.current === null) return
        const text = typed.current
        setUnread(text && !isTypedDate(text) ? text : null)
      }}
    >
      {children}
      {unread ? (
        <p className="typed-date-refused" role="alert" style={{ color: 'var(--theme-error-500)', marginTop: '0.25rem' }}>
          {untypedDateMessage(unread)}
        </p>
      ) : null}
    </div>
  )
}
