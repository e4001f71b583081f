// When the app's code is asked for (after the window's load, or at the first press), and the click kept until then.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keepEarlyPresses,
  keepSearchKey,
  startAppAfterLoad,
  takeEarlyPress,
  takeSearchKey,
} from '../../../../src/app/shell/app-start';

const appScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')];

/** A window whose document is still loading, as the pre-paint script finds it. */
function loading(): void {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  takeEarlyPress();
});

describe('startAppAfterLoad', () => {
  it('asks for the app’s module only once the window has loaded, and once', async () => {
    loading();
    startAppAfterLoad('/assets/index-abc.js');
    expect(appScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(appScripts()).toHaveLength(1));
    expect(appScripts().map((script) => script.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
  });

  it('waits after the load until the first screen’s photos are asked for, as a fast link can load first', async () => {
    loading();
    let asked: () => void = () => undefined;
    startAppAfterLoad('/assets/index-abc.js', new Promise<void>((resolve) => (asked = resolve)));
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toHaveLength(0); // the first screen's promise is pending: nothing can have started it
    asked();
    await vi.waitFor(() => expect(appScripts()).toHaveLength(1));
  });

  it.each(['pointerdown', 'keydown'])('asks for it at once when the visitor presses first (%s)', (press) => {
    loading();
    startAppAfterLoad('/assets/index-abc.js', new Promise<void>(() => undefined));
    window.dispatchEvent(new Event(press));
    expect(appScripts()).toHaveLength(1);
    window.dispatchEvent(new Event('load')); // its first screen never settles: the load adds nothing
    expect(appScripts()).toHaveLength(1);
  });

  it('asks for it on a page already loaded', async () => {
    startAppAfterLoad('/assets/index-abc.js');
    await vi.waitFor(() => expect(appScripts()).toHaveLength(1));
  });
});

describe('keepEarlyPresses', () => {
  it('keeps the last button clicked before the app took over, to click again, and nothing after', () => {
    document.body.innerHTML = '<button id="a"><span>A</span></button><button id="b">B</button><p id="text">text</p>';
    const clicked: string[] = [];
    document.body.addEventListener('click', (event) => clicked.push(`${(event.target as Element).id} ${event.detail}`));
    keepEarlyPresses();
    document.querySelector('#a span')?.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    document.querySelector<HTMLElement>('#text')?.click();
    clicked.length = 0;
    takeEarlyPress()?.();
    expect(clicked).toEqual(['a 1']); // a pointer's click (counted), as the tab list tells them from the keyboard's
    document.getElementById('b')?.click();
    expect(takeEarlyPress()).toBeNull();
  });

  it('keeps a tab list’s key pressed on a tab, unscrolled, to press again on that tab; other keys are left alone', () => {
    document.body.innerHTML = '<div role="tablist"><button role="tab" id="cards">Cards</button></div><p id="text"></p>';
    const tab = document.getElementById('cards') as HTMLElement;
    const pressed: string[] = [];
    tab.addEventListener('keydown', (event) => pressed.push(event.key));
    keepEarlyPresses();
    const press = (target: HTMLElement, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press(tab, 'ArrowRight')).toBe(true);
    expect(press(tab, 'a')).toBe(false);
    expect(press(document.getElementById('text') as HTMLElement, 'End')).toBe(false);
    pressed.length = 0;
    takeEarlyPress()?.();
    expect(pressed).toEqual(['ArrowRight']);
  });

  it('keeps the search key pressed on the page until the top bar takes it, but not one typed in a field', () => {
    document.body.innerHTML = '<input id="field"><p id="text"></p>';
    const press = (id: string) => {
      const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    keepSearchKey();
    expect(press('field')).toBe(false);
    expect(takeSearchKey()).toBe(false);
    keepSearchKey();
    expect(press('text')).toBe(true);
    expect(takeSearchKey()).toBe(true);
    expect(press('text')).toBe(false); // taken: the top bar answers from here on
    expect(takeSearchKey()).toBe(false);
  });
});
