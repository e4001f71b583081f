import { readFileSync } from 'node:fs';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ExifClient from '../../../../src/worker/exif.client';
import { AppRoutes } from '../../../../src/app/shell/router';
import { PHOTOS } from '../../../../src/lib/portfolio';
import { useGalleryViewStore } from '../../../../src/store/gallery-view';

vi.mock('../../../../src/worker/exif.client', async (importOriginal) => ({
  ...(await importOriginal<typeof ExifClient>()),
  readCameraDetails: (await import('../../support/fake-exif-client')).fakeRead,
}));

const tab = (name: string) => screen.getByRole('tab', { name });
/** The toggle in the home page's header: the view it shows selected is the address's. */
const renderToggle = (after?: ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes photos={PHOTOS} />
      {after}
    </MemoryRouter>,
  );
const selected = (name: string) => waitFor(() => expect(tab(name).getAttribute('aria-selected')).toBe('true'));

describe('ViewToggle', () => {
  beforeEach(() => {
    useGalleryViewStore.setState({ view: 'cards' });
  });

  it('is a tab list with Cards selected by default', () => {
    renderToggle();
    expect(screen.getByRole('tablist', { name: 'Gallery view' })).toBeTruthy();
    expect(tab('Cards').getAttribute('aria-selected')).toBe('true');
    expect(tab('Slides').getAttribute('aria-selected')).toBe('false');
    expect(tab('Cards').getAttribute('aria-controls')).toBe('gallery-panel');
  });

  it('keeps only the selected tab in the tab order', () => {
    renderToggle();
    expect(tab('Cards').tabIndex).toBe(0);
    expect(tab('Slides').tabIndex).toBe(-1);
  });

  it('selects Slides on click and saves it', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(tab('Slides'));
    expect(useGalleryViewStore.getState().view).toBe('slideshow');
    await selected('Slides');
    expect(window.localStorage.getItem('galleryView')).toBe('slideshow');
  });

  it('moves selection and focus with the arrow keys, wrapping, and with Home and End', async () => {
    const user = userEvent.setup();
    renderToggle();
    tab('Cards').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Slides'));
    expect(useGalleryViewStore.getState().view).toBe('slideshow');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Cards'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Slides'));
    await user.keyboard('{Home}');
    expect(useGalleryViewStore.getState().view).toBe('cards');
    await user.keyboard('{End}');
    expect(useGalleryViewStore.getState().view).toBe('slideshow');
  });

  it('moves to the next tab with ← and the previous with → when the page reads right to left', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const user = userEvent.setup();
      renderToggle();
      tab('Cards').focus();
      await user.keyboard('{ArrowLeft}');
      expect(document.activeElement).toBe(tab('Slides'));
      expect(useGalleryViewStore.getState().view).toBe('slideshow');
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(tab('Cards'));
      expect(useGalleryViewStore.getState().view).toBe('cards');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('slides the indicator in from the tab selected before, and starts it in place', async () => {
    const user = userEvent.setup();
    renderToggle();
    const indicator = () => document.querySelector<HTMLElement>('.view-tab-indicator');
    expect(indicator()?.dataset.from).toBeUndefined();
    await user.click(tab('Slides'));
    expect(indicator()?.dataset.from).toBe('before');
    await user.click(tab('Cards'));
    expect(indicator()?.dataset.from).toBe('after');
  });

  it('puts the moving indicator in the selected tab only', async () => {
    const user = userEvent.setup();
    renderToggle();
    expect(tab('Cards').querySelector('.view-tab-indicator')).not.toBeNull();
    expect(tab('Slides').querySelector('.view-tab-indicator')).toBeNull();
    await user.click(tab('Slides'));
    expect(tab('Slides').querySelector('.view-tab-indicator')).not.toBeNull();
    expect(tab('Cards').querySelector('.view-tab-indicator')).toBeNull();
  });
});

describe('ViewToggle after a click', () => {
  beforeEach(() => {
    useGalleryViewStore.setState({ view: 'cards' });
  });

  it('leaves the arrow keys to the slideshow while the clicked tab keeps focus', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.defaultPrevented) seen.push(event.key);
    };
    window.addEventListener('keydown', onKeyDown);
    try {
      renderToggle();
      await user.click(tab('Slides'));
      await user.keyboard('{ArrowRight}{ArrowLeft}');
      expect(useGalleryViewStore.getState().view).toBe('slideshow');
      expect(document.activeElement).toBe(tab('Slides'));
      expect(seen).toEqual(['ArrowRight', 'ArrowLeft']);
    } finally {
      window.removeEventListener('keydown', onKeyDown);
    }
  });

  it('leaves the arrows to the slideshow after a pointer’s click made again with no pointer down (an early press)', async () => {
    const user = userEvent.setup();
    renderToggle();
    tab('Slides').focus(); // the visitor's click focused it before the app was live
    tab('Slides').dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    await waitFor(() => expect(useGalleryViewStore.getState().view).toBe('slideshow'));
    await user.keyboard('{ArrowRight}');
    expect(useGalleryViewStore.getState().view).toBe('slideshow');
  });

  it('gives the arrows back to the tabs once focus leaves and returns from the keyboard', async () => {
    const user = userEvent.setup();
    renderToggle(<button type="button">elsewhere</button>);
    await user.click(tab('Slides'));
    // The slideshow's code in: its buttons, live, are in the tab order from here on, whenever they came.
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Next image' }).hasAttribute('disabled')).toBe(false),
      { timeout: 4000 },
    );
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(tab('Slides'));
    await user.keyboard('{ArrowRight}');
    expect(useGalleryViewStore.getState().view).toBe('cards');
  });
});

describe('the indicator spring (view-toggle.css)', () => {
  // The spec's spring: stiffness 350, damping 30, mass 1, from 0 to 1 at rest (underdamped).
  const omega = Math.sqrt(350);
  const zeta = 30 / (2 * omega);
  const damped = omega * Math.sqrt(1 - zeta * zeta);
  const spring = (t: number) =>
    1 - Math.exp(-zeta * omega * t) * (Math.cos(damped * t) + ((zeta * omega) / damped) * Math.sin(damped * t));

  it('follows the spring equation at every point of its linear() easing', () => {
    const css = readFileSync('src/app/gallery/view-toggle.css', 'utf8');
    const rule = /\.view-tab-indicator\[data-from\] \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const duration = Number(/animation: view-tab-indicator-in ([\d.]+)s/.exec(rule)?.[1]);
    const points = (/linear\(([^)]*)\)/.exec(rule)?.[1] ?? '').split(',').map(Number);
    expect(points.length).toBeGreaterThan(20);
    points.forEach((value, i) => {
      expect(value).toBeCloseTo(spring((duration * i) / (points.length - 1)), 2);
    });
    // Settled by the end: the last step is the rest position and the spring is within 0.2% of it.
    expect(points.at(-1)).toBe(1);
    expect(Math.abs(1 - spring(duration))).toBeLessThan(0.002);
  });
});
