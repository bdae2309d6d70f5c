// Drag sensors for the board (spec 001 section 9): a mouse drag starts after 3 px of movement; a touch drag after a
// 250 ms press, during which up to 5 px of movement is tolerated (more is a scroll, and the drag is abandoned).
// @hello-pangea/dnd's own sensors have fixed thresholds (5 px, 120 ms), so the board turns them off
// (enableDefaultSensors={false}) and uses these with the library's keyboard sensor. Each sensor is a plain
// bind function (testable without React) wrapped in a hook, as the Sensor API expects.
import { useEffect } from 'react';
import { useKeyboardSensor, type FluidDragActions, type PreDragActions, type Sensor, type SensorAPI } from '@hello-pangea/dnd';

export const MOUSE_DRAG_THRESHOLD_PX = 3;
export const TOUCH_LONG_PRESS_MS = 250;
export const TOUCH_TOLERANCE_PX = 5;

export interface Point {
  x: number;
  y: number;
}

/** The mouse moved far enough from where it was pressed to start a drag. */
export function exceedsMouseThreshold(start: Point, current: Point): boolean {
  return Math.abs(current.x - start.x) >= MOUSE_DRAG_THRESHOLD_PX || Math.abs(current.y - start.y) >= MOUSE_DRAG_THRESHOLD_PX;
}

/** The finger moved too far before the long press completed: the user is scrolling, not dragging. */
export function exceedsTouchTolerance(start: Point, current: Point): boolean {
  return Math.abs(current.x - start.x) > TOUCH_TOLERANCE_PX || Math.abs(current.y - start.y) > TOUCH_TOLERANCE_PX;
}

type Phase =
  | { type: 'idle' }
  | { type: 'pending'; start: Point; actions: PreDragActions; timer?: ReturnType<typeof setTimeout> }
  | { type: 'dragging'; actions: FluidDragActions };

type Listener = [type: string, listener: (event: never) => void, options?: AddEventListenerOptions];

const CAPTURE: AddEventListenerOptions = { capture: true, passive: false };
const PRIMARY_BUTTON = 0;
const ESCAPE = 'Escape';
// Keys that would scroll or submit during a drag.
const BLOCKED_DRAG_KEYS = new Set(['Enter', 'Tab', ' ']);

function bindAll(target: Window, listeners: Listener[]): () => void {
  for (const [type, listener, options = CAPTURE] of listeners) target.addEventListener(type, listener as EventListener, options);
  return () => {
    for (const [type, listener, options = CAPTURE] of listeners) target.removeEventListener(type, listener as EventListener, options);
  };
}

const idle: Phase = { type: 'idle' };

/** Binds the 3 px mouse sensor to `target`; returns the unbind function. */
export function bindMouseSensor(api: SensorAPI, target: Window = window): () => void {
  let phase: Phase = idle;
  let unbindDrag = () => {};

  const stop = () => {
    if (phase.type === 'pending' && phase.timer) clearTimeout(phase.timer);
    phase = idle;
    unbindDrag();
    unbindDrag = () => {};
  };
  const cancel = () => {
    const current = phase;
    stop();
    if (current.type === 'dragging') current.actions.cancel({ shouldBlockNextClick: true });
    if (current.type === 'pending') current.actions.abort();
  };

  const onMove = (event: MouseEvent) => {
    const point = { x: event.clientX, y: event.clientY };
    if (phase.type === 'dragging') {
      event.preventDefault();
      phase.actions.move(point);
      return;
    }
    if (phase.type !== 'pending' || !exceedsMouseThreshold(phase.start, point)) return;
    event.preventDefault();
    // Lift where the pointer is now, so the card does not jump by the threshold.
    phase = { type: 'dragging', actions: phase.actions.fluidLift(point) };
  };
  const onUp = (event: MouseEvent) => {
    if (phase.type !== 'dragging') {
      // A press without movement is a click: let it through (it opens the task).
      cancel();
      return;
    }
    event.preventDefault();
    phase.actions.drop({ shouldBlockNextClick: true });
    stop();
  };
  const onOtherDown = (event: MouseEvent) => {
    if (phase.type === 'dragging') event.preventDefault();
    cancel();
  };
  const onKey = (event: KeyboardEvent) => {
    if (phase.type === 'pending') {
      cancel();
      return;
    }
    if (event.key === ESCAPE) {
      event.preventDefault();
      cancel();
      return;
    }
    if (BLOCKED_DRAG_KEYS.has(event.key)) event.preventDefault();
  };
  const onScroll = () => {
    if (phase.type === 'pending') cancel();
  };

  const onDown = (event: MouseEvent) => {
    if (phase.type !== 'idle' || event.defaultPrevented || event.button !== PRIMARY_BUTTON) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const draggableId = api.findClosestDraggableId(event);
    if (!draggableId) return;
    const actions = api.tryGetLock(draggableId, stop, { sourceEvent: event });
    if (!actions) return;
    // Keeps the press from selecting text while it may become a drag.
    event.preventDefault();
    phase = { type: 'pending', start: { x: event.clientX, y: event.clientY }, actions };
    unbindDrag = bindAll(target, [
      ['mousemove', onMove],
      ['mouseup', onUp],
      ['mousedown', onOtherDown],
      ['keydown', onKey],
      ['resize', cancel],
      ['scroll', onScroll, { capture: false, passive: true }],
      ['visibilitychange', cancel],
    ]);
  };

  const unbindStart = bindAll(target, [['mousedown', onDown]]);
  return () => {
    unbindStart();
    cancel();
  };
}

/** Binds the 250 ms / 5 px touch sensor to `target`; returns the unbind function. */
export function bindTouchSensor(api: SensorAPI, target: Window = window): () => void {
  let phase: Phase = idle;
  let unbindDrag = () => {};

  const stop = () => {
    if (phase.type === 'pending' && phase.timer) clearTimeout(phase.timer);
    phase = idle;
    unbindDrag();
    unbindDrag = () => {};
  };
  const cancel = () => {
    const current = phase;
    stop();
    if (current.type === 'dragging') current.actions.cancel({ shouldBlockNextClick: true });
    if (current.type === 'pending') current.actions.abort();
  };

  const lift = () => {
    if (phase.type !== 'pending') return;
    if (!phase.actions.isActive()) {
      stop();
      return;
    }
    phase = { type: 'dragging', actions: phase.actions.fluidLift(phase.start) };
  };

  const onMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    const point = { x: touch.clientX, y: touch.clientY };
    if (phase.type === 'pending') {
      // Small jitter while pressing is fine; a real move is a scroll, which the browser must keep.
      if (exceedsTouchTolerance(phase.start, point)) cancel();
      return;
    }
    if (phase.type !== 'dragging') return;
    // Stops the page from scrolling under the card.
    event.preventDefault();
    phase.actions.move(point);
  };
  const onEnd = (event: TouchEvent) => {
    if (phase.type !== 'dragging') {
      // A tap: let the click through (it opens the task).
      cancel();
      return;
    }
    event.preventDefault();
    phase.actions.drop({ shouldBlockNextClick: true });
    stop();
  };
  const onCancel = (event: TouchEvent) => {
    if (phase.type === 'dragging') event.preventDefault();
    cancel();
  };
  const onKey = (event: KeyboardEvent) => {
    if (phase.type === 'dragging' && event.key === ESCAPE) event.preventDefault();
    cancel();
  };
  // A long press would open the context menu.
  const onContextMenu = (event: Event) => event.preventDefault();

  const onStart = (event: TouchEvent) => {
    if (phase.type !== 'idle' || event.defaultPrevented) return;
    const touch = event.touches[0];
    if (!touch) return;
    const draggableId = api.findClosestDraggableId(event);
    if (!draggableId) return;
    const actions = api.tryGetLock(draggableId, stop, { sourceEvent: event });
    if (!actions) return;
    // No preventDefault: until the long press completes, scrolling and taps work as usual.
    phase = { type: 'pending', start: { x: touch.clientX, y: touch.clientY }, actions, timer: setTimeout(lift, TOUCH_LONG_PRESS_MS) };
    unbindDrag = bindAll(target, [
      ['touchmove', onMove],
      ['touchend', onEnd],
      ['touchcancel', onCancel],
      ['contextmenu', onContextMenu],
      ['keydown', onKey],
      ['resize', cancel],
      ['orientationchange', cancel],
      ['visibilitychange', cancel],
    ]);
  };

  const unbindStart = bindAll(target, [
    ['touchstart', onStart],
    // Safari honours preventDefault in touchmove listeners added later only if a non-passive one exists from the start.
    ['touchmove', () => {}, { capture: false, passive: false }],
  ]);
  return () => {
    unbindStart();
    cancel();
  };
}

export function useMouseThresholdSensor(api: SensorAPI): void {
  useEffect(() => bindMouseSensor(api), [api]);
}

export function useTouchLongPressSensor(api: SensorAPI): void {
  useEffect(() => bindTouchSensor(api), [api]);
}

/** A stable module constant, as the Sensor API requires. */
export const BOARD_SENSORS: Sensor[] = [useMouseThresholdSensor, useTouchLongPressSensor, useKeyboardSensor];
