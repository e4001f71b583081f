// The pages of their own beside the cards (albums, tags, places, search): a section named by its heading, which
// reads as the gallery's intro does; and the rounded link to a page of photos with its count, as tags and places list
// them.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { say } from '../words';
import './gallery.css';

/** `name`: the section's class, and its heading's id with `-heading`. */
export function PageSection({ name, heading, children }: { name: string; heading: string; children: ReactNode }) {
  const id = `${name}-heading`;
  return (
    <section className={name} aria-labelledby={id}>
      <header className="gallery-intro">
        <h1 id={id} className="gallery-intro-title">
          {heading}
        </h1>
      </header>
      {children}
    </section>
  );
}

/** A link to a page of photos sharing a value: its name, then how many photos it shows. */
export function CountLink({ to, label, count }: { to: string; label: string; count: number }) {
  return (
    <Link to={to} className="count-link">
      <bdi className="count-link-name">{label}</bdi>{' '}
      <span className="count-link-count">{say('photo-count', { count })}</span>
    </Link>
  );
}
