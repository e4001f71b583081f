// The slideshow's letter shortcuts work on any keyboard layout and with Caps Lock on, and never while typing in a
// field or with Ctrl, Alt or Meta held; zoom's keys are the characters typed, wherever a layout puts them.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandOf, useSlideshowKeys } from '../../../../../src/app/slideshow/controls/keys';

describe('commandOf', () => {
  it.each([
    ['f on a Latin layout', 'f', 'KeyF', 'toggleFullscreen'],
    ['F with Caps Lock or Shift', 'F', 'KeyF', 'toggleFullscreen'],
    ['i on a Latin layout', 'i', 'KeyI', 'toggleInfo'],
    ['I with Caps Lock or Shift', 'I', 'KeyI', 'toggleInfo'],
    ['Arabic ب in F’s place', 'ب', 'KeyF', 'toggleFullscreen'],
    ['Arabic ه in I’s place', 'ه', 'KeyI', 'toggleInfo'],
    ['Hebrew כ in F’s place', 'כ', 'KeyF', 'toggleFullscreen'],
    ['Hebrew ן in I’s place', 'ן', 'KeyI', 'toggleInfo'],
    ['Greek φ in F’s place', 'φ', 'KeyF', 'toggleFullscreen'],
    ['Greek ι in I’s place', 'ι', 'KeyI', 'toggleInfo'],
    ['Russian а in F’s place', 'а', 'KeyF', 'toggleFullscreen'],
    ['Russian Ш in I’s place, with Caps Lock', 'Ш', 'KeyI', 'toggleInfo'],
    ['Dvorak’s f, in Y’s place', 'f', 'KeyY', 'toggleFullscreen'],
    ['Dvorak’s u, in F’s place', 'u', 'KeyF', undefined],
    ['a letter that is no shortcut', 'a', 'KeyA', undefined],
    ['Arabic ش in A’s place', 'ش', 'KeyA', undefined],
    ['+ with Shift on an American layout', '+', 'Equal', 'zoomIn'],
    ['= (+ without Shift)', '=', 'Equal', 'zoomIn'],
    ['+ on its own key (German)', '+', 'BracketRight', 'zoomIn'],
    ['+ on the keypad', '+', 'NumpadAdd', 'zoomIn'],
    ['- on a German layout', '-', 'Slash', 'zoomOut'],
    ['_ (- with Shift)', '_', 'Minus', 'zoomOut'],
    ['0 on the keypad', '0', 'Numpad0', 'fit'],
    ['a German dead key in =’s place', 'Dead', 'Equal', undefined],
    ['Escape', 'Escape', 'Escape', 'escape'],
    ['Space', ' ', 'Space', 'togglePlay'],
    ['k on a Latin layout', 'k', 'KeyK', 'togglePlay'],
    ['K with Caps Lock or Shift', 'K', 'KeyK', 'togglePlay'],
    ['Arabic ن in K’s place', 'ن', 'KeyK', 'togglePlay'],
    ['Russian л in K’s place', 'л', 'KeyK', 'togglePlay'],
    ['Dvorak’s k, in V’s place', 'k', 'KeyV', 'togglePlay'],
    ['Dvorak’s t, in K’s place', 't', 'KeyK', undefined],
    ['? (Shift and / on an American layout)', '?', 'Slash', 'showKeys'],
    ['? on its own key (German: Shift and ß)', '?', 'Minus', 'showKeys'],
    ['/ (without Shift)', '/', 'Slash', undefined],
  ] as const)('reads %s', (_, key, code, command) => {
    expect(commandOf({ key, code })).toBe(command);
  });
});

describe('useSlideshowKeys', () => {
  const actions = () => ({
    zoomIn: vi.fn(),
    zoomOut: vi.fn(),
    fit: vi.fn(),
    toggleFullscreen: vi.fn(),
    toggleInfo: vi.fn(),
    togglePlay: vi.fn(),
    showKeys: vi.fn(),
    escape: vi.fn(() => false),
  });
  const press = (init: KeyboardEventInit, target: EventTarget = window) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('toggles fullscreen and the details on an Arabic layout and with Caps Lock, and takes the key', () => {
    const keys = actions();
    renderHook(() => useSlideshowKeys(keys));
    expect(press({ key: 'ب', code: 'KeyF' }).defaultPrevented).toBe(true);
    expect(press({ key: 'F', code: 'KeyF' }).defaultPrevented).toBe(true);
    expect(keys.toggleFullscreen).toHaveBeenCalledTimes(2);
    press({ key: 'ه', code: 'KeyI' });
    press({ key: 'I', code: 'KeyI' });
    expect(keys.toggleInfo).toHaveBeenCalledTimes(2);
  });

  it('opens the key sheet on ?, typed with Shift held, and takes the key', () => {
    const keys = actions();
    renderHook(() => useSlideshowKeys(keys));
    expect(press({ key: '?', code: 'Slash', shiftKey: true }).defaultPrevented).toBe(true);
    expect(keys.showKeys).toHaveBeenCalledTimes(1);
  });

  it.each(['ctrlKey', 'altKey', 'metaKey'] as const)('leaves a key pressed with %s to the browser', (modifier) => {
    const keys = actions();
    renderHook(() => useSlideshowKeys(keys));
    for (const init of [
      { key: 'f', code: 'KeyF' },
      { key: 'ب', code: 'KeyF' },
      { key: 'i', code: 'KeyI' },
      { key: '+', code: 'Equal' },
      { key: '0', code: 'Digit0' },
    ]) {
      expect(press({ ...init, [modifier]: true }).defaultPrevented).toBe(false);
    }
    expect(Object.values(keys).every((action) => action.mock.calls.length === 0)).toBe(true);
  });

  it('leaves the keys typed into a field to the field', () => {
    const keys = actions();
    renderHook(() => useSlideshowKeys(keys));
    const input = document.body.appendChild(document.createElement('input'));
    const area = document.body.appendChild(document.createElement('textarea'));
    const editable = document.body.appendChild(document.createElement('div'));
    editable.contentEditable = 'true';
    for (const field of [input, area, editable]) {
      for (const init of [
        { key: 'f', code: 'KeyF' },
        { key: 'ب', code: 'KeyF' },
        { key: 'I', code: 'KeyI' },
        { key: '-', code: 'Minus' },
      ]) {
        expect(press(init, field).defaultPrevented).toBe(false);
      }
    }
    expect(Object.values(keys).every((action) => action.mock.calls.length === 0)).toBe(true);
  });

  it('plays or pauses on Space and K, once per press, leaving Space to a focused control', () => {
    const keys = actions();
    renderHook(() => useSlideshowKeys(keys));
    expect(press({ key: ' ', code: 'Space' }).defaultPrevented).toBe(true);
    press({ key: 'k', code: 'KeyK' });
    press({ key: 'ن', code: 'KeyK' });
    expect(keys.togglePlay).toHaveBeenCalledTimes(3);
    // Space presses a focused button (Play's own, Next, Zoom): its click does what it says, and nothing else does.
    const button = document.body.appendChild(document.createElement('button'));
    const select = document.body.appendChild(document.createElement('select'));
    for (const control of [button, select])
      expect(press({ key: ' ', code: 'Space' }, control).defaultPrevented).toBe(false);
    expect(keys.togglePlay).toHaveBeenCalledTimes(3);
    // K presses nothing: it plays or pauses from a button too.
    press({ key: 'k', code: 'KeyK' }, button);
    expect(keys.togglePlay).toHaveBeenCalledTimes(4);
  });
});
