/** K1: what the door answers for a code, in the words the staff read on the screen. */
export const DOOR_OUTCOMES = {
  admitted: '有效',
  already: '已入场',
  forged: '伪造或未知',
  revoked: '已撤销',
  notToday: '非今日',
} as const
export type DoorOutcome = keyof typeof DOOR_OUTCOMES

/** K1: one answer of the door. Personal data (name, company) only for a real badge, and only in this answer. */
export type DoorAnswer = {
  outcome: DoorOutcome
  registrationNumber?: string
  name?: string
  company?: string
  days?: string[]
  /** 已入场: the admission that came first. */
  first?: { at: string; gate: string | null; staff: string | null }
  /** Why a code was refused, for the staff (伪造或未知). */
  reason?: string
}
