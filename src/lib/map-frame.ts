// The places map's frame, in its own units (an SVG viewBox): the whole world, edge to edge, in the Natural Earth
// projection's proportions (map-projection.ts draws into it). Apart, so the page can hold the frame's shape without
// loading the projection.
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 499;
