import { describe, expect, it } from 'vitest';
import {
  keepEarlyKeys,
  opensOnSlideshow,
  slideMoveOf,
  takeEarlyKeys,
} from '../../../../../src/app/slideshow/controls/slide-keys';

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, ...init });
  window.dispatchEvent(event);
  return event;
};

describe('slideMoveOf', () => {
  it('moves with the arrows, Home and End, and not with a modifier or in a field', () => {
    expect(
      ['ArrowLeft', 'ArrowRight', 'Home', 'End'].map((key) => slideMoveOf(new KeyboardEvent('keydown', { key }))),
    ).toEqual([-1, 1, 'first', 'last']);
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(slideMoveOf(new KeyboardEvent('keydown', { key: 'ArrowRight', [modifier]: true }))).toBeUndefined();
    }
    const field = document.body.appendChild(document.createElement('input'));
    const typed = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true });
    field.addEventListener('keydown', (event) => expect(slideMoveOf(event)).toBeUndefined());
    field.dispatchEvent(typed);
    field.remove();
  });
});

describe('opensOnSlideshow', () => {
  const nav = ['/', '/espresso'];
  it.each([
    ['a photo’s page', { pathname: '/p/honey-bee', search: '' }, null, true],
    ['a link to one photo', { pathname: '/', search: '?photo=honey-bee' }, null, true],
    ['a nav page with the slideshow saved', { pathname: '/espresso', search: '' }, 'slideshow', true],
    ['a nav page with the cards saved', { pathname: '/', search: '' }, 'cards', false],
    ['a nav page with nothing saved', { pathname: '/', search: '' }, null, false],
    ['an unknown page with the slideshow saved', { pathname: '/nope', search: '' }, 'slideshow', false],
    ['a nav page asked for playing', { pathname: '/espresso', search: '?play' }, 'cards', true],
    ['an unknown page asked for playing', { pathname: '/nope', search: '?play' }, null, false],
  ])('says %s: %s', (_, location, view, expected) => {
    expect(opensOnSlideshow(location, view, nav)).toBe(expected);
  });
});

describe('the keys pressed before the slideshow runs', () => {
  it('are kept in order, kept from scrolling the page, and handed over once', () => {
    keepEarlyKeys();
    const first = press('ArrowRight');
    press('a');
    press('End', { shiftKey: true });
    press('ArrowLeft');
    expect(first.defaultPrevented).toBe(true);
    expect(takeEarlyKeys()).toEqual([1, -1]);
    expect(press('ArrowRight').defaultPrevented).toBe(false);
    expect(takeEarlyKeys()).toEqual([]);
  });
});
