import { t } from '@vh/contracts';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, useMap, useMapEvents } from 'react-leaflet';
import { WatchedTileLayer } from '../../../lib/watched-tile-layer.tsx';

export type CentreMapProps = {
  tileUrl: string;
  attribution: string;
  position: { lat: number; lng: number } | null;
  radius: number | null;
  onPick: (lat: number, lng: number) => void;
  /** Tiles failed before any loaded (no internet, a wrong MAP_TILE_URL). */
  onTilesFailed: () => void;
};

// Before a position is known: most of North America, where our customers are.
const OVERVIEW = { center: { lat: 50, lng: -96 }, zoom: 3 };
const CENTRE_ZOOM = 16;

/** Keeps the view on the position when it is set from outside (location, typing). */
function FollowPosition({ lat, lng }: { lat: number | undefined; lng: number | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) {
      map.setView({ lat, lng }, Math.max(map.getZoom(), CENTRE_ZOOM));
    }
  }, [map, lat, lng]);
  return null;
}

function ClickToPlace({ onPick }: { onPick: CentreMapProps['onPick'] }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** The centre on a map (Leaflet): click to place it; the circle is the geofence. */
export default function CentreMap(props: CentreMapProps) {
  const { position, radius } = props;

  return (
    <div role="group" aria-label={t('businesses.mapLabel')}>
      <MapContainer
        center={position ?? OVERVIEW.center}
        zoom={position ? CENTRE_ZOOM : OVERVIEW.zoom}
        style={{ height: 260, width: '100%', borderRadius: 8 }}
      >
        <WatchedTileLayer
          url={props.tileUrl}
          attribution={props.attribution}
          onTilesFailed={props.onTilesFailed}
        />
        {position && (
          <>
            <Circle center={position} radius={radius ?? 0} pathOptions={{ weight: 2 }} />
            <CircleMarker center={position} radius={6} pathOptions={{ fillOpacity: 1 }} />
          </>
        )}
        <FollowPosition lat={position?.lat} lng={position?.lng} />
        <ClickToPlace onPick={props.onPick} />
      </MapContainer>
    </div>
  );
}
