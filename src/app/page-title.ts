// The document title names the view and, in the slideshow, the photo: a tab strip or a history list
// then says what each page was, and a screen reader announces it on load.
import { useEffect } from 'react';
import { OWNER_NAME } from '../lib/portfolio';

export function cardsTitle(): string {
  return `Cards - ${OWNER_NAME}`;
}

export function slidesTitle(photoTitle: string): string {
  return `Slides: ${photoTitle} - ${OWNER_NAME}`;
}

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
