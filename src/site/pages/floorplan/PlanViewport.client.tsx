'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { TransformComponent, TransformWrapper, useControls } from 'react-zoom-pan-pinch'

type Labels = { zoomIn: string; zoomOut: string; reset: string; hint: string }

/** Largest zoom: a booth of a large hall fills the phone's width. */
const MAX_SCALE = 8
const ZOOM_STEP = 0.5
const FOCUS_SCALE = 3

function Controls({ labels, hintId }: { labels: Labels; hintId: string }) {
  const { zoomIn, zoomOut, resetTransform } = useControls()
  return (
    <div className="floorplan__controls">
      <button type="button" className="floorplan__control" onClick={() => zoomIn(ZOOM_STEP)} aria-describedby={hintId}>
        <span aria-hidden="true">+</span>
        <span className="visually-hidden">{labels.zoomIn}</span>
      </button>
      <button type="button" className="floorplan__control" onClick={() => zoomOut(ZOOM_STEP)}>
        <span aria-hidden="true">−</span>
        <span className="visually-hidden">{labels.zoomOut}</span>
      </button>
      <button type="button" className="floorplan__control floorplan__control--text" onClick={() => resetTransform()}>
        {labels.reset}
      </button>
    </div>
  )
}

/** Zooms to the booth a link pointed at (`?booth=`), once, when the plan first shows. */
function FocusCurrentBooth({ viewport }: { viewport: React.RefObject<HTMLDivElement | null> }) {
  const { zoomToElement } = useControls()
  useEffect(() => {
    const booth = viewport.current?.querySelector<SVGElement>('.floorplan__booth--current')
    if (booth) void zoomToElement(booth as unknown as HTMLElement, FOCUS_SCALE, 0)
  }, [viewport, zoomToElement])
  return null
}

/**
 * B5: zoom and pan of one hall's plan by touch (pinch, drag), wheel and buttons, with
 * react-zoom-pan-pinch. The plan itself is rendered on the server and passed in as children, so
 * without script it is shown whole, its booths linked.
 */
export function PlanViewport({ children, labels, hintId }: { children: ReactNode; labels: Labels; hintId: string }) {
  const viewport = useRef<HTMLDivElement>(null)
  return (
    <div className="floorplan__viewport" ref={viewport}>
      <TransformWrapper minScale={1} maxScale={MAX_SCALE} wheel={{ step: 0.2 }} doubleClick={{ disabled: true }}>
        <Controls labels={labels} hintId={hintId} />
        <FocusCurrentBooth viewport={viewport} />
        <TransformComponent wrapperClass="floorplan__stage" contentClass="floorplan__content">
          {children}
        </TransformComponent>
      </TransformWrapper>
      <p id={hintId} className="floorplan__hint">
        {labels.hint}
      </p>
    </div>
  )
}
