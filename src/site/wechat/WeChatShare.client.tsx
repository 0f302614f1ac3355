'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import type { JsSdkSignature } from './js-sdk'

/** WeChat's JS-SDK; the page's CSP allows its host only while WeChat sharing is configured. */
export const JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

type ShareData = { title: string; desc?: string; link: string; imgUrl: string }
type Wx = {
  config(options: JsSdkSignature & { debug: boolean; jsApiList: string[] }): void
  ready(callback: () => void): void
  error(callback: (result: unknown) => void): void
  updateAppMessageShareData(data: ShareData): void
  updateTimelineShareData(data: Omit<ShareData, 'desc'>): void
}

let sdk: Promise<Wx> | null = null
function loadSdk(): Promise<Wx> {
  sdk ??= new Promise<Wx>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = JS_SDK_URL
    script.onload = () => {
      const wx = (window as typeof window & { wx?: Wx }).wx
      if (wx) resolve(wx)
      else reject(new Error('the WeChat JS-SDK loaded without defining wx'))
    }
    script.onerror = () => reject(new Error('the WeChat JS-SDK did not load'))
    document.head.append(script)
  })
  return sdk
}

const meta = (property: string) => document.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content ?? ''

/**
 * G2: inside WeChat only, signs this page (/wechat/signature) and gives WeChat the page's Open
 * Graph card for "send to chat" and "moments". Elsewhere it does nothing and loads nothing.
 */
export function WeChatShare() {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  useEffect(() => {
    if (!/MicroMessenger/i.test(navigator.userAgent)) return
    let cancelled = false
    const share = async () => {
      const url = location.href.split('#')[0] ?? location.href
      const answer = await fetch(`/wechat/signature?url=${encodeURIComponent(url)}`)
      if (!answer.ok) throw new Error(`/wechat/signature answered ${answer.status}`)
      const [signature, wx] = await Promise.all([answer.json() as Promise<JsSdkSignature>, loadSdk()])
      if (cancelled) return
      wx.config({ ...signature, debug: false, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] })
      wx.ready(() => {
        const card = { title: meta('og:title') || document.title, link: meta('og:url') || url, imgUrl: meta('og:image') }
        wx.updateAppMessageShareData({ ...card, desc: meta('og:description') })
        wx.updateTimelineShareData(card)
      })
      wx.error((result) => console.warn('WeChat share card not set', result))
    }
    share().catch((error: unknown) => console.warn('WeChat share card not set', error))
    return () => {
      cancelled = true
    }
  }, [pathname, searchParams])
  return null
}
