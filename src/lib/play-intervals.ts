// The seconds each photo shows while the slideshow plays: those a visitor can pick, with the owner's among them.

const VISITOR_INTERVALS = [3, 5, 10];

/** The picks offered, shortest first: 3, 5 and 10 seconds, and the owner's `slideshow-interval:` if it is another. */
export function playIntervals(owner: number): number[] {
  return [...new Set([...VISITOR_INTERVALS, owner])].sort((a, b) => a - b);
}
