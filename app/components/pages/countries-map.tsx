import type { Country } from "~/content/schemas";
import type { Lang } from "~/i18n/config";

/**
 * A schematic map: each country a marker at its capital, projected
 * equirectangularly over the region the group serves, with a graticule.
 * Pure SVG from the server: no map tiles, no script.
 */
const BOUNDS = { west: -100, east: 125, north: 62, south: -8 };
const WIDTH = 900;
const HEIGHT = Math.round((WIDTH * (BOUNDS.north - BOUNDS.south)) / (BOUNDS.east - BOUNDS.west));

export function project(longitude: number, latitude: number): { x: number; y: number } {
  const x = ((longitude - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * WIDTH;
  const y = ((BOUNDS.north - latitude) / (BOUNDS.north - BOUNDS.south)) * HEIGHT;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

export function CountriesMap({ lang, countries, label }: { lang: Lang; countries: Country[]; label: string }) {
  const hub = project(46.7, 24.7); // Riyadh, the group's headquarters.
  return (
    <figure className="countries-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} width={WIDTH} height={HEIGHT}>
        <rect width={WIDTH} height={HEIGHT} rx="16" className="map-sea" />
        {[-60, -30, 0, 30, 60, 90, 120].map((lon) => {
          const { x } = project(lon, 0);
          return <line key={`lon${lon}`} x1={x} x2={x} y1={0} y2={HEIGHT} className="map-grid" />;
        })}
        {[0, 15, 30, 45, 60].map((lat) => {
          const { y } = project(0, lat);
          return <line key={`lat${lat}`} x1={0} x2={WIDTH} y1={y} y2={y} className="map-grid" />;
        })}
        {countries.map((c) => {
          const p = project(c.longitude, c.latitude);
          return (
            <path
              key={`arc${c.id}`}
              d={`M${hub.x},${hub.y} Q${(hub.x + p.x) / 2},${Math.min(hub.y, p.y) - 40} ${p.x},${p.y}`}
              className="map-arc"
            />
          );
        })}
        {countries.map((c) => {
          const p = project(c.longitude, c.latitude);
          return (
            <g key={c.id} className="map-marker">
              <circle cx={p.x} cy={p.y} r="6" />
              <title>{lang === "ar" ? c.nameAr : c.nameEn}</title>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
