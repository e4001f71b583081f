// The places map's frame, in its own units (an SVG viewBox): the whole world, edge to edge, in the Natural Earth
// projection's proportions, which the build's scripts/places/map-projection.ts draws into. Apart, so the page holds
// the frame's shape without the projection.
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 499;
