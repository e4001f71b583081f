// The places map's dots at one zoom: a dot per town, sized by its photos, and towns whose dots would overlap drawn as
// one cluster, at the place of its town with the most photos. Pure; sizes are in CSS pixels.
export interface MapTown {
  /** Its page. */
  href: string;
  /** Its name with its country, as the site writes them. */
  label: string;
  /** How many photos it shows. */
  count: number;
  /** Where it sits in the map's frame. */
  at: readonly [number, number];
}

export interface MapCluster {
  /** Where it sits: at its town with the most photos, which comes first of its towns. */
  at: readonly [number, number];
  towns: MapTown[];
  count: number;
}

/** A dot's radius, growing with the area a count would cover, to a cap that leaves the map readable. */
export const dotRadius = (count: number): number => Math.min(26, 5 + 3 * Math.sqrt(count));
/** A dot's reach for a finger, whatever its size: what neighbouring dots may not share. */
export const hitRadius = (count: number): number => Math.max(12, dotRadius(count));

/**
 * `towns` clustered where their reach overlaps: `distance(a, b)` is how far apart two points of the map show, in
 * CSS pixels, at the zoom drawn. Biggest first, so a cluster sits on its largest town and small ones join it.
 */
export function clusterTowns(
  towns: readonly MapTown[],
  distance: (a: readonly [number, number], b: readonly [number, number]) => number,
): MapCluster[] {
  const clusters: MapCluster[] = [];
  const ordered = towns.toSorted((a, b) => b.count - a.count || a.href.localeCompare(b.href));
  for (const town of ordered) {
    const near = clusters.find(
      (cluster) => distance(cluster.at, town.at) < hitRadius(cluster.count) + hitRadius(town.count),
    );
    if (near) {
      near.towns.push(town);
      near.count += town.count;
    } else clusters.push({ at: town.at, towns: [town], count: town.count });
  }
  return clusters;
}
