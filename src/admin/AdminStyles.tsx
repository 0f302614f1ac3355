'use client'

import type { ReactNode } from 'react'

import './admin.css'

/** The admin's few style rules of its own, on every admin page. */
export function AdminStyles({ children }: { children: ReactNode }) {
  return children
}
