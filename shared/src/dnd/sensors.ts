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

/** What each sensor keeps while a press may become a drag: its phase, and the listeners bound until it ends. */
class DragSession {
  phase: Phase = idle;
  private unbindDrag = () => {};

  /** Starts a press: the listeners stay bound until it ends. */
  begin(pending: Extract<Phase, { type: 'pending' }>, target: Window, listeners: Listener[]): void {
    this.phase = pending;
    this.unbindDrag = bindAll(target, listeners);
  }

  /** Ends the press or drag quietly (the library ended it, or has just been told). */
  stop = (): void => {
    if (this.phase.type === 'pending' && this.phase.timer) clearTimeout(this.phase.timer);
    this.phase = idle;
    this.unbindDrag();
    this.unbindDrag = () => {};
  };

  /** Abandons the press, or cancels the drag (the card returns). */
  cancel = (): void => {
    const current = this.phase;
    this.stop();
    if (current.type === 'dragging') current.actions.cancel({ shouldBlockNextClick: true });
    if (current.type === 'pending') current.actions.abort();
  };

  /** The button or finger was lifted: a drag drops where it is; a press without a drag is a click, let through. */
  release(event: Event): void {
    if (this.phase.type !== 'dragging') {
      this.cancel();
      return;
    }
    event.preventDefault();
    this.phase.actions.drop({ shouldBlockNextClick: true });
    this.stop();
  }
}

/** Binds the 3 px mouse sensor to `target`; returns the unbind function. */
export function bindMouseSensor(api: SensorAPI, target: Window = window): () => void {
  const session = new DragSession();
  const { stop, cancel } = session;

  const onMove = (event: MouseEvent) => {
    const point = { x: event.clientX, y: event.clientY };
    if (session.phase.type === 'dragging') {
      event.preventDefault();
      session.phase.actions.move(point);
      return;
    }
    if (session.phase.type !== 'pending' || !exceedsMouseThreshold(session.phase.start, point)) return;
    event.preventDefault();
    // Lift where the pointer is now, so the card does not jump by the threshold.
    session.phase = { type: 'dragging', actions: session.phase.actions.fluidLift(point) };
  };
  // A press without movement is a click, which opens the task.
  const onUp = (event: MouseEvent) => session.release(event);
  const onOtherDown = (event: MouseEvent) => {
    if (session.phase.type === 'dragging') event.preventDefault();
    cancel();
  };
  const onKey = (event: KeyboardEvent) => {
    if (session.phase.type === 'pending') {
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
    if (session.phase.type === 'pending') cancel();
  };

  const onDown = (event: MouseEvent) => {
    if (session.phase.type !== 'idle' || event.defaultPrevented || event.button !== PRIMARY_BUTTON) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const draggableId = api.findClosestDraggableId(event);
    if (!draggableId) return;
    const actions = api.tryGetLock(draggableId, stop, { sourceEvent: event });
    if (!actions) return;
    // Keeps the press from selecting text while it may become a drag.
    event.preventDefault();
    session.begin({ type: 'pending', start: { x: event.clientX, y: event.clientY }, actions }, target, [
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
  const session = new DragSession();
  const { stop, cancel } = session;

  const lift = () => {
    if (session.phase.type !== 'pending') return;
    if (!session.phase.actions.isActive()) {
      stop();
      return;
    }
    session.phase = { type: 'dragging', actions: session.phase.actions.fluidLift(session.phase.start) };
  };

  const onMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    const point = { x: touch.clientX, y: touch.clientY };
    if (session.phase.type === 'pending') {
      // Small jitter while pressing is fine; a real move is a scroll, which the browser must keep.
      if (exceedsTouchTolerance(session.phase.start, point)) cancel();
      return;
    }
    if (session.phase.type !== 'dragging') return;
    // Stops the page from scrolling under the card.
    event.preventDefault();
    session.phase.actions.move(point);
  };
  // A tap is a click, which opens the task.
  const onEnd = (event: TouchEvent) => session.release(event);
  const onCancel = (event: TouchEvent) => {
    if (session.phase.type === 'dragging') event.preventDefault();
    cancel();
  };
  const onKey = (event: KeyboardEvent) => {
    if (session.phase.type === 'dragging' && event.key === ESCAPE) event.preventDefault();
    cancel();
  };
  // A long press would open the context menu.
  const onContextMenu = (event: Event) => event.preventDefault();

  const onStart = (event: TouchEvent) => {
    if (session.phase.type !== 'idle' || event.defaultPrevented) return;
    const touch = event.touches[0];
    if (!touch) return;
    const draggableId = api.findClosestDraggableId(event);
    if (!draggableId) return;
    const actions = api.tryGetLock(draggableId, stop, { sourceEvent: event });
    if (!actions) return;
    // No preventDefault: until the long press completes, scrolling and taps work as usual.
    session.begin({ type: 'pending', start: { x: touch.clientX, y: touch.clientY }, actions, timer: setTimeout(lift, TOUCH_LONG_PRESS_MS) }, target, [
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
