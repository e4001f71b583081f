// The toolbar as a page's parser meets it: the status comes last, so its arrival says the row is whole (toolbar.css).
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Toolbar } from '../../../../../src/app/slideshow/controls/toolbar';
import { slideView } from '../../../../../src/app/slideshow/slide/slide-view';
import { imageSourceFor, type Photo } from '../../../../../src/lib/photos';
import { PHOTOS } from '../../../../../src/lib/portfolio';

const photo = PHOTOS[0] as Photo;
const view = slideView(photo, { source: imageSourceFor(photo, 'slide'), file: { state: 'picked' } });
const live = {
  ...{ fullscreen: null, zoomed: false, infoOpen: false, info: createRef<HTMLButtonElement>() },
  ...{ onZoom: () => undefined, onFullscreen: () => undefined, onInfo: () => undefined, onShare: () => undefined },
  ...{ playing: false, interval: 5, onPlay: () => undefined, onInterval: () => undefined },
  shareStatus: '',
};

describe('Toolbar', () => {
  for (const download of [false, true]) {
    for (const side of ['preview', 'slideshow'] as const) {
      it(`ends with its status after every tool, in the ${side}${download ? ', with Download' : ''}`, () => {
        render(<Toolbar view={view} download={download} live={side === 'slideshow' ? live : undefined} />);
        const toolbar = screen.getByRole('toolbar', { name: 'Photo' });
        expect(toolbar.lastElementChild?.className).toBe('slide-toolbar-status');
        expect(toolbar.querySelectorAll('.slide-tool')).toHaveLength(download ? 7 : 6);
      });
    }
  }
});
