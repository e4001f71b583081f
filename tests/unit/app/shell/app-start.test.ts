// When the app's code is asked for (after the window's load, or at the first press), and the click kept until then.
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyClicks, startAppAfterLoad, takeEarlyClick } from '../../../../src/app/shell/app-start';

const appScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')];

/** A window whose document is still loading, as the pre-paint script finds it. */
function loading(): void {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  takeEarlyClick();
});

describe('startAppAfterLoad', () => {
  it('asks for the app’s module only once the window has loaded, and once', () => {
    loading();
    startAppAfterLoad('/assets/index-abc.js');
    expect(appScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(appScripts().map((script) => script.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
  });

  it.each(['pointerdown', 'keydown'])('asks for it at once when the visitor presses first (%s)', (press) => {
    loading();
    startAppAfterLoad('/assets/index-abc.js');
    window.dispatchEvent(new Event(press));
    expect(appScripts()).toHaveLength(1);
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toHaveLength(1);
  });

  it('asks for it at once on a page already loaded', () => {
    startAppAfterLoad('/assets/index-abc.js');
    expect(appScripts()).toHaveLength(1);
  });
});

describe('keepEarlyClicks', () => {
  it('keeps the last button clicked before the app took over, and nothing after', () => {
    document.body.innerHTML = '<button id="a"><span>A</span></button><button id="b">B</button><p id="text">text</p>';
    keepEarlyClicks();
    document.querySelector<HTMLElement>('#a span')?.click();
    document.querySelector<HTMLElement>('#text')?.click();
    expect(takeEarlyClick()?.id).toBe('a');
    document.getElementById('b')?.click();
    expect(takeEarlyClick()).toBeNull();
  });
});
