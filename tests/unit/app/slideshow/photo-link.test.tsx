import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardsTitle, slidesTitle, usePageTitle } from '../../../../src/app/page-title';
import {
  openLinkedPhoto,
  PHOTO_PARAM_DELAY_MS,
  readPhotoParam,
  usePhotoParam,
  withPhotoParam,
} from '../../../../src/app/slideshow/photo-link';
import { PHOTOS } from '../../../../src/lib/portfolio';
import { useGalleryViewStore } from '../../../../src/store/gallery-view';
import { useSlideshowStore } from '../../../../src/store/slideshow';

const order = [...PHOTOS].reverse();

function fakeHistory() {
  return { state: { key: 'router-state' }, replaceState: vi.fn() };
}

describe('openLinkedPhoto', () => {
  beforeEach(() => {
    useGalleryViewStore.setState({ view: 'cards' });
    useSlideshowStore.setState({ index: 0, count: PHOTOS.length });
  });

  it('opens the slideshow at the linked photo and saves the view', () => {
    const history = fakeHistory();
    const opened = openLinkedPhoto(order, { pathname: '/', search: '?photo=honey-bee', hash: '' }, history);
    expect(opened?.id).toBe('honey-bee');
    expect(order[useSlideshowStore.getState().index]?.id).toBe('honey-bee');
    expect(useGalleryViewStore.getState().view).toBe('slideshow');
    expect(window.localStorage.getItem('galleryView')).toBe('slideshow');
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('drops an unknown photo id, keeps the router state and leaves the gallery as it was', () => {
    const history = fakeHistory();
    const opened = openLinkedPhoto(order, { pathname: '/', search: '?a=1&photo=nope', hash: '#x' }, history);
    expect(opened).toBeUndefined();
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'router-state' }, '', '/?a=1#x');
    expect(useGalleryViewStore.getState().view).toBe('cards');
    expect(useSlideshowStore.getState().index).toBe(0);
  });

  it('ignores the parameter on other routes', () => {
    const history = fakeHistory();
    expect(openLinkedPhoto(order, { pathname: '/espresso', search: '?photo=honey-bee', hash: '' }, history)).toBe(
      undefined,
    );
    expect(useGalleryViewStore.getState().view).toBe('cards');
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

function ParamProbe({ id, enabled }: { id: string | null; enabled: boolean }) {
  usePhotoParam(id, enabled);
  return null;
}

describe('usePhotoParam', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState({ kept: true }, '', '/');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes only the photo the slides rest on, with replaceState and the history state kept', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    const length = window.history.length;
    const { rerender } = render(<ParamProbe id="a" enabled />);
    for (const id of ['b', 'c', 'd', 'e']) {
      vi.advanceTimersByTime(PHOTO_PARAM_DELAY_MS / 4);
      rerender(<ParamProbe id={id} enabled />);
    }
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PHOTO_PARAM_DELAY_MS);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?photo=e');
    expect(window.history.state).toEqual({ kept: true });
    expect(window.history.length).toBe(length);
    replace.mockRestore();
  });

  it('removes the parameter at once when no photo is shown', () => {
    window.history.replaceState(null, '', '/?photo=a');
    render(<ParamProbe id={null} enabled />);
    expect(window.location.search).toBe('');
  });

  it('writes nothing when disabled or once the page has changed', () => {
    const { rerender } = render(<ParamProbe id="a" enabled={false} />);
    vi.advanceTimersByTime(PHOTO_PARAM_DELAY_MS * 2);
    expect(window.location.search).toBe('');
    rerender(<ParamProbe id="b" enabled />);
    window.history.pushState(null, '', '/espresso');
    vi.advanceTimersByTime(PHOTO_PARAM_DELAY_MS * 2);
    expect(window.location.pathname).toBe('/espresso');
    expect(window.location.search).toBe('');
  });
});

function TitleProbe({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

describe('page title', () => {
  it('names the view and, in the slideshow, the photo', () => {
    expect(cardsTitle()).toBe('Cards - Alex Rivera');
    expect(slidesTitle('Honey bee')).toBe('Slides: Honey bee - Alex Rivera');
  });

  it('sets the document title, and leaves it alone for null', () => {
    const { rerender } = render(<TitleProbe title="One" />);
    expect(document.title).toBe('One');
    rerender(<TitleProbe title={null} />);
    expect(document.title).toBe('One');
  });
});

describe('photo parameter', () => {
  it.each([
    ['?photo=honey-bee', 'honey-bee'],
    ['?a=1&photo=dew-drop', 'dew-drop'],
    ['', null],
    ['?photos=honey-bee', null],
  ])('reads %j as %j', (search, expected) => {
    expect(readPhotoParam(search)).toBe(expected);
  });

  it.each([
    ['', 'honey-bee', '?photo=honey-bee'],
    ['?photo=dew-drop', 'honey-bee', '?photo=honey-bee'],
    ['?a=1', 'honey-bee', '?a=1&photo=honey-bee'],
    ['?photo=dew-drop', null, ''],
    ['?a=1&photo=dew-drop', null, '?a=1'],
    ['', null, ''],
  ])('turns %j with %j into %j', (search, id, expected) => {
    expect(withPhotoParam(search, id)).toBe(expected);
  });
});
