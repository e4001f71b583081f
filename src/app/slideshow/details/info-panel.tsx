// The photo's details, on request: a dialog beside the slide (not modal, so the keys still flip and it follows the
// photo flipping rests on) with the owner's words and what the photo's EXIF says, as the worker read it; its camera,
// lens, year, place and tags link to their pages (a photo of an unlisted album is on none of them).
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { placeSlug, slugOf, valuesOf } from '../../../lib/collections';
import { paths, type CollectionKind } from '../../../lib/paths';
import { photoInfo, type InfoField } from '../../../lib/photo-info';
import type { Photo } from '../../../lib/photos';
import { placeLabel } from '../../../lib/places';
import { useCameraDetails } from '../../../store/camera-details';
import { SITE } from '../../../lib/portfolio';
import { say } from '../../words';
import { Icon } from '../controls/icons';
import { INFO_PANEL_ID } from '../controls/toolbar';
import { Caption } from '../slide/caption';
import './info-panel.css';

const TITLE_ID = 'photo-info-title';

interface InfoPanelProps {
  photo: Photo;
  onClose: () => void;
}

/** The rows whose value has a page of photos sharing it. */
const ROW_PAGES: Partial<Record<InfoField, CollectionKind>> = { camera: 'cameras', lens: 'lenses', date: 'years' };

/** The page of photos sharing a row's value (its camera's, lens's, year's), if the photo is on one. */
function pageOf(photo: Photo, field: InfoField): string | undefined {
  const kind = ROW_PAGES[field];
  const value = kind && !photo.unlisted ? valuesOf(photo, kind)[0] : undefined;
  return kind && value ? paths.collection(kind, slugOf(value)) : undefined;
}

export function InfoPanel({ photo, onClose }: InfoPanelProps) {
  const details = useCameraDetails(photo);
  const rows = photoInfo(details, SITE.words, SITE.language);
  const tags = photo.tags ?? [];
  const place = photo.place && placeLabel(photo.place, SITE.words['place-in']);
  const placePage = photo.unlisted ? undefined : placeSlug(photo);
  const panel = useRef<HTMLDivElement>(null);
  // Focus moves in as it opens (the slideshow takes it back to the Info button as it closes). The panel opens in
  // sight, so the page stays where the visitor has it rather than scrolling the photo under the top bar.
  useEffect(() => panel.current?.focus({ preventScroll: true }), []);

  return (
    <div
      ref={panel}
      id={INFO_PANEL_ID}
      className="photo-info"
      role="dialog"
      aria-modal="false"
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
    >
      <div className="photo-info-head">
        <h2 id={TITLE_ID} className="photo-info-title">
          {photo.title}
        </h2>
        <button type="button" className="photo-info-close" aria-label={say('close-details')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {photo.caption && (
        <p className="photo-info-caption">
          <Caption text={photo.caption} />
        </p>
      )}
      {rows.length > 0 || place || tags.length > 0 ? (
        <dl className="photo-info-rows">
          {rows.map((row) => {
            const to = pageOf(photo, row.field);
            // Its own direction: "1/250 s" stays one Latin run in a right-to-left panel, a date reads as written.
            const value = <bdi>{row.value}</bdi>;
            return (
              <div key={row.field} className="photo-info-row" data-field={row.field}>
                <dt>{row.label}</dt>
                <dd>{to ? <Link to={to}>{value}</Link> : value}</dd>
              </div>
            );
          })}
          {place && (
            <div className="photo-info-row" data-field="place">
              <dt>{say('place')}</dt>
              <dd>
                {placePage ? (
                  <Link to={paths.collection('places', placePage)}>
                    <bdi>{place}</bdi>
                  </Link>
                ) : (
                  <bdi>{place}</bdi>
                )}
              </dd>
            </div>
          )}
          {tags.length > 0 && (
            <div className="photo-info-row" data-field="tags">
              <dt>{say('tags')}</dt>
              <dd>
                <ul className="photo-info-tags">
                  {tags.map((tag) => (
                    <li key={tag}>
                      {photo.unlisted ? (
                        <bdi>{tag}</bdi>
                      ) : (
                        <Link to={paths.collection('tags', slugOf(tag))}>
                          <bdi>{tag}</bdi>
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="photo-info-empty" role="status">
          {say(details === undefined ? 'reading-details' : 'no-details')}
        </p>
      )}
    </div>
  );
}
