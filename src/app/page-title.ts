// The document title names the view and, in the slideshow, the photo: a tab strip or a history list
// then says what each page was, and a screen reader announces it on load.
import { useEffect } from 'react';
import { OWNER_NAME } from '../lib/portfolio';
import { say } from './words';

export function cardsTitle(): string {
  return say('cards-title', { owner: OWNER_NAME });
}

export function slidesTitle(photoTitle: string): string {
  return say('slides-title', { title: photoTitle, owner: OWNER_NAME });
}

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
