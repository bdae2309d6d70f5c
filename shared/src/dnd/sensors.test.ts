import type { SensorAPI } from '@hello-pangea/dnd';
import {
  bindMouseSensor,
  bindTouchSensor,
  exceedsMouseThreshold,
  exceedsTouchTolerance,
  MOUSE_DRAG_THRESHOLD_PX,
  TOUCH_LONG_PRESS_MS,
  TOUCH_TOLERANCE_PX,
} from './sensors';

function fakeApi() {
  const fluid = { move: jest.fn(), drop: jest.fn(), cancel: jest.fn(), isActive: () => true, shouldRespectForcePress: () => false };
  const pre = {
    isActive: jest.fn(() => true),
    shouldRespectForcePress: () => false,
    fluidLift: jest.fn(() => fluid),
    snapLift: jest.fn(),
    abort: jest.fn(),
  };
  const api = {
    tryGetLock: jest.fn(() => pre),
    canGetLock: () => true,
    isLockClaimed: () => false,
    tryReleaseLock: jest.fn(),
    findClosestDraggableId: jest.fn(() => 'task-1'),
    findOptionsForDraggable: () => null,
  } as unknown as SensorAPI;
  return { api, pre, fluid };
}

const mouse = (type: string, x: number, y: number, init: MouseEventInit = {}) =>
  window.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true, cancelable: true, ...init }));

function touch(type: string, x?: number, y?: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: x === undefined ? [] : [{ clientX: x, clientY: y }] });
  window.dispatchEvent(event);
  return event;
}

describe('thresholds', () => {
  it('starts a mouse drag at 3 px of movement on either axis', () => {
    expect(MOUSE_DRAG_THRESHOLD_PX).toBe(3);
    expect(exceedsMouseThreshold({ x: 0, y: 0 }, { x: 2, y: 2 })).toBe(false);
    expect(exceedsMouseThreshold({ x: 0, y: 0 }, { x: 3, y: 0 })).toBe(true);
    expect(exceedsMouseThreshold({ x: 0, y: 0 }, { x: 0, y: -3 })).toBe(true);
  });

  it('tolerates up to 5 px of finger movement during the long press', () => {
    expect(TOUCH_TOLERANCE_PX).toBe(5);
    expect(exceedsTouchTolerance({ x: 0, y: 0 }, { x: 5, y: -5 })).toBe(false);
    expect(exceedsTouchTolerance({ x: 0, y: 0 }, { x: 6, y: 0 })).toBe(true);
  });
});

describe('mouse sensor', () => {
  let unbind = () => {};
  afterEach(() => unbind());

  it('lifts only once the pointer has moved 3 px, at the current point, then moves and drops', () => {
    const { api, pre, fluid } = fakeApi();
    unbind = bindMouseSensor(api);
    mouse('mousedown', 100, 100);
    expect(api.tryGetLock).toHaveBeenCalled();
    mouse('mousemove', 102, 101);
    expect(pre.fluidLift).not.toHaveBeenCalled();
    mouse('mousemove', 103, 101);
    expect(pre.fluidLift).toHaveBeenCalledWith({ x: 103, y: 101 });
    mouse('mousemove', 150, 120);
    expect(fluid.move).toHaveBeenCalledWith({ x: 150, y: 120 });
    mouse('mouseup', 150, 120);
    expect(fluid.drop).toHaveBeenCalledWith({ shouldBlockNextClick: true });
  });

  it('treats a press and release without movement as a click (no drag)', () => {
    const { api, pre } = fakeApi();
    unbind = bindMouseSensor(api);
    mouse('mousedown', 10, 10);
    mouse('mousemove', 11, 12);
    mouse('mouseup', 11, 12);
    expect(pre.fluidLift).not.toHaveBeenCalled();
    expect(pre.abort).toHaveBeenCalled();
  });

  it('ignores other buttons and modified presses, and cancels a drag on Escape', () => {
    const { api, pre, fluid } = fakeApi();
    unbind = bindMouseSensor(api);
    mouse('mousedown', 10, 10, { button: 2 });
    mouse('mousedown', 10, 10, { ctrlKey: true });
    expect(api.tryGetLock).not.toHaveBeenCalled();
    mouse('mousedown', 10, 10);
    mouse('mousemove', 20, 10);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
    expect(pre.fluidLift).toHaveBeenCalled();
    expect(fluid.cancel).toHaveBeenCalled();
  });

  it('stops listening when unbound', () => {
    const { api } = fakeApi();
    bindMouseSensor(api)();
    mouse('mousedown', 10, 10);
    expect(api.tryGetLock).not.toHaveBeenCalled();
  });
});

describe('touch sensor', () => {
  let unbind = () => {};
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    unbind();
    jest.useRealTimers();
  });

  it('lifts after a 250 ms press, not before, and then follows the finger without scrolling', () => {
    const { api, pre, fluid } = fakeApi();
    unbind = bindTouchSensor(api);
    const start = touch('touchstart', 50, 50);
    // Until the press completes the browser keeps its default behaviour (scrolling, taps).
    expect(start.defaultPrevented).toBe(false);
    jest.advanceTimersByTime(TOUCH_LONG_PRESS_MS - 1);
    expect(pre.fluidLift).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(pre.fluidLift).toHaveBeenCalledWith({ x: 50, y: 50 });
    const move = touch('touchmove', 80, 90);
    expect(fluid.move).toHaveBeenCalledWith({ x: 80, y: 90 });
    expect(move.defaultPrevented).toBe(true);
    touch('touchend');
    expect(fluid.drop).toHaveBeenCalled();
  });

  it('keeps the press through up to 5 px of movement', () => {
    const { api, pre } = fakeApi();
    unbind = bindTouchSensor(api);
    touch('touchstart', 50, 50);
    touch('touchmove', 55, 46);
    jest.advanceTimersByTime(TOUCH_LONG_PRESS_MS);
    expect(pre.abort).not.toHaveBeenCalled();
    expect(pre.fluidLift).toHaveBeenCalled();
  });

  it('abandons the press when the finger moves more than 5 px first (a scroll)', () => {
    const { api, pre } = fakeApi();
    unbind = bindTouchSensor(api);
    touch('touchstart', 50, 50);
    jest.advanceTimersByTime(100);
    const move = touch('touchmove', 50, 56);
    expect(move.defaultPrevented).toBe(false);
    expect(pre.abort).toHaveBeenCalled();
    jest.advanceTimersByTime(TOUCH_LONG_PRESS_MS);
    expect(pre.fluidLift).not.toHaveBeenCalled();
  });

  it('treats a short tap as a click', () => {
    const { api, pre } = fakeApi();
    unbind = bindTouchSensor(api);
    touch('touchstart', 50, 50);
    jest.advanceTimersByTime(100);
    touch('touchend');
    expect(pre.abort).toHaveBeenCalled();
    jest.advanceTimersByTime(TOUCH_LONG_PRESS_MS);
    expect(pre.fluidLift).not.toHaveBeenCalled();
  });
});
