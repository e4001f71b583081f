// A private album's page until it is opened: its title (unless hidden), the password field, "Remember on this device"
// and what became of the last try; and, once open, the Lock button its page shows. The work of opening is in
// open-vault.ts, loaded when this page shows, so no other page pays for it.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { albumPage } from '../../lib/albums';
import { paths } from '../../lib/paths';
import { photosOn } from '../../lib/collections';
import type { VaultManifest, VaultPage as Vault } from '../../lib/private/vault';
import { SITE } from '../../lib/portfolio';
import { useSlideshowStore } from '../../store/slideshow';
import { useVaultsStore } from '../../store/vaults';
import { usePageTitle } from '../page-title';
import { say } from '../words';
import type { Opening } from './open-vault';
import { pageData } from '../../page-data';
import './vault.css';

const opener = () => import('./open-vault');

// Whether the app runs: false in the prerendered page and while React adopts it, true from then on.
const noChange = () => () => undefined;
const isRunning = () => true;
const isPrerendered = () => false;

type Status = 'asking' | 'opening' | Exclude<Opening, VaultManifest>;

const MESSAGES = { wrong: 'vault-wrong', failed: 'vault-failed', unavailable: 'vault-unavailable' } as const;

/** After opening: a link to one photo of the album (`/albums/<slug>#<id>`) opens that photo. */
function useOpenLinkedPhoto(slug: string): () => void {
  const navigate = useNavigate();
  return () => {
    const manifest = useVaultsStore.getState().opened[slug];
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!manifest || !id) return;
    const page = albumPage(manifest.album);
    const shown = photosOn(page, manifest.photos);
    const index = shown.findIndex((photo) => photo.id === id);
    if (index === -1) return;
    useSlideshowStore.getState().open(index, shown.length);
    void navigate(paths.photo(id), { state: { from: page.path } });
  };
}

export function VaultPage({ vault }: { vault: Vault }) {
  const [status, setStatus] = useState<Status>('asking');
  // Off until the app runs: a press before then would send the form to the host (which the CSP refuses), not open it.
  const live = useSyncExternalStore(noChange, isRunning, isPrerendered);
  const field = useRef<HTMLInputElement>(null);
  const rememberBox = useRef<HTMLInputElement>(null);
  const ids = useId();
  const openLinked = useOpenLinkedPhoto(vault.slug);
  const opened = (manifest: VaultManifest) => {
    useVaultsStore.getState().open(vault.slug, manifest);
    openLinked();
  };
  const title = vault.title ?? say('vault-title');
  usePageTitle(say('album-title', { title, owner: SITE.owner }));

  // Keys this device remembers open the album without asking.
  useEffect(() => {
    let live = true;
    void opener()
      .then(({ recall }) => recall(vault))
      .then((opening) => {
        if (!live || !opening) return;
        if (typeof opening === 'object') opened(opening);
        else setStatus(opening);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per album
  }, [vault]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // Read from the form, not kept in state: what was typed or ticked before the app ran is kept as it is.
    const password = field.current?.value ?? '';
    const remember = rememberBox.current?.checked ?? false;
    if (status === 'opening' || password === '') return;
    setStatus('opening');
    void opener()
      .then(({ unlock }) => unlock(vault, password, remember))
      .catch((): Opening => 'failed')
      .then((opening) => {
        if (typeof opening === 'object') return opened(opening);
        setStatus(opening);
        // The field keeps its text, selected, to mend or type again.
        field.current?.select();
      });
  };

  const message = status in MESSAGES ? say(MESSAGES[status as keyof typeof MESSAGES]) : '';
  return (
    <section className="vault" aria-labelledby={`${ids}-heading`}>
      <header className="gallery-intro">
        {vault.title !== undefined && <p className="gallery-intro-kind">{say('vault-title')}</p>}
        <h1 id={`${ids}-heading`} className="gallery-intro-title">
          {title}
        </h1>
        <p className="gallery-intro-text">{say('vault-intro')}</p>
      </header>
      <form className="vault-form" onSubmit={submit}>
        {/* For password managers, which keep a password per user: the album is the user. */}
        <input type="text" name="username" autoComplete="username" value={vault.slug} readOnly hidden />
        <label className="vault-label" htmlFor={`${ids}-password`}>
          {say('vault-password')}
        </label>
        <input
          ref={field}
          id={`${ids}-password`}
          className="vault-field"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          readOnly={status === 'opening'}
          aria-invalid={status === 'wrong'}
          aria-describedby={`${ids}-message`}
        />
        <label className="vault-remember">
          <input ref={rememberBox} type="checkbox" name="remember" />
          {say('vault-remember')}
        </label>
        <button
          className="nav-button nav-button-current vault-open"
          type="submit"
          disabled={!live}
          aria-disabled={status === 'opening'}
        >
          {say(status === 'opening' ? 'vault-opening' : 'vault-open')}
        </button>
        <p id={`${ids}-message`} className="vault-message" role="status">
          {message}
        </p>
      </form>
    </section>
  );
}

/** The lock its album's page carries, read from that page; null when it has none (no such private album). */
async function fetchVault(slug: string): Promise<Vault | null> {
  const response = await fetch(`${import.meta.env.BASE_URL}${paths.album(slug).slice(1)}`);
  if (!response.ok) return null;
  const vault = pageData(new DOMParser().parseFromString(await response.text(), 'text/html'))?.vault;
  return vault?.slug === slug ? vault : null;
}

/**
 * A link to a photo of a private album not opened in this visit (`/p/<slug>.<sealed>`): its album's password form,
 * read from the album's page; once open, the photo's page shows the photo. Not found when no such album exists.
 */
export function VaultPhotoGate({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const [vault, setVault] = useState<Vault | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchVault(slug)
      .catch(() => null)
      .then((found) => live && setVault(found));
    return () => {
      live = false;
    };
  }, [slug]);
  if (vault === undefined) return null;
  return vault ? <VaultPage vault={vault} /> : notFound;
}

/** An opened private album's Lock: its keys forgotten on this device, and its password asked for again. */
export function LockButton({ slug }: { slug: string }) {
  return (
    <button
      type="button"
      className="nav-button nav-button-outline vault-lock"
      onClick={() => {
        useVaultsStore.getState().lock(slug);
        void opener().then(({ lock }) => lock(slug));
      }}
    >
      {say('vault-lock')}
    </button>
  );
}
