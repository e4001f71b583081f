// @vitest-environment node
// The tags `npm run photos` says the site will publish: portfolio.yaml's `tags:` over each file's keywords, counted
// across the photos, most used first, and nothing when there are none.
import { describe, expect, it } from 'vitest';
import { formatTags } from '../../../scripts/portfolio/summary';

const SITE = 'site:\n  owner: Jo Lens\n  nav:\n    - label: Gallery\n      path: /\n';

describe('formatTags', () => {
  it('counts each tag over the photos, most used first, then in alphabetical order, spelt as first met', () => {
    const photos = [
      { file: 'skye/neist.jpg', keywords: ['Lighthouse', 'Scotland', 'Île de Ré'] },
      { file: 'skye/portree.jpg', keywords: ['lighthouse', 'scotland', 'Harbour'] },
      { file: 're.jpg', keywords: ['ile de re', 'LIGHTHOUSE', 'Bay'] },
      { file: 'tokyo.jpg', keywords: ['灯台'] },
    ];
    expect(formatTags(SITE, photos)).toBe(
      'Tags: Lighthouse (3), Île de Ré (2), Scotland (2), Bay (1), Harbour (1), 灯台 (1) ' +
        '(`tags: false` under `site:` publishes none)',
    );
  });

  it("counts the owner's tags where they wrote them, in place of the file's keywords, an empty list as none", () => {
    const photos = [
      { file: 'skye/neist.jpg', keywords: ['Lighthouse'] },
      { file: 'skye/portree.jpg', keywords: ['Harbour'] },
      { file: 'plain.jpg' },
    ];
    const text = `${SITE}photos:\n  - file: neist.jpg\n    tags: [Skye]\n  - file: skye/portree.jpg\n    tags: []\n  - file: plain.jpg\n    tags: Skye\n`;
    expect(formatTags(text, photos)).toMatch(/^Tags: Skye \(2\) \(/);
  });

  it("leaves out an unlisted album's photos, which are on no tag page", () => {
    const photos = [
      { file: 'skye/neist.jpg', keywords: ['Lighthouse'] },
      { file: 'family/home.jpg', keywords: ['Lighthouse', 'Garden'] },
    ];
    const text = `${SITE}albums:\n  - folder: family\n    listed: false\n`;
    expect(formatTags(text, photos)).toMatch(/^Tags: Lighthouse \(1\) \(/);
    expect(formatTags(SITE, photos)).toMatch(/^Tags: Lighthouse \(2\), Garden \(1\) \(/);
  });

  it('names the most used and says how many more, so thousands of tags stay one line', () => {
    const photos = Array.from({ length: 30 }, (_, n) => ({
      file: `${String(n)}.jpg`,
      keywords: ['Everywhere', `Place ${String(n)}`],
    }));
    const line = formatTags(SITE, photos) ?? '';
    expect(line).toMatch(/^Tags: Everywhere \(30\), Place 0 \(1\), Place 1 \(1\), Place 2 \(1\), /);
    expect(line.match(/\(\d+\)/g)).toHaveLength(20);
    expect(line).toContain('Place 18 (1) and 11 more (');
  });

  it('says nothing when no photo has a tag, and that none are published with `tags: false`', () => {
    expect(formatTags(SITE, [{ file: 'a.jpg' }, { file: 'b.jpg', keywords: [] }])).toBeUndefined();
    const off = formatTags(`${SITE}  tags: false\n`, [{ file: 'a.jpg', keywords: ['Skye', 'Sea'] }]);
    expect(off).toBe('Tags: none published, as portfolio.yaml says `tags: false` (the photos carry 2)');
    expect(formatTags(`${SITE}  tags: false\n`, [{ file: 'a.jpg' }])).toBeUndefined();
  });
});
