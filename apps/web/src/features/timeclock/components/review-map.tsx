import 'leaflet/dist/leaflet.css';
import { Circle, CircleMarker, MapContainer } from 'react-leaflet';
import { WatchedTileLayer } from '../../../lib/watched-tile-layer.tsx';

export type ReviewMapProps = {
  tileUrl: string;
  attribution: string;
  centre: { latitude: number; longitude: number; radius_m: number };
  position: { latitude: number; longitude: number; accuracy: number };
  label: string;
  onTilesFailed: () => void;
};

/** The geofence (blue), the punch's position and its accuracy circle (orange). */
export default function ReviewMap(props: ReviewMapProps) {
  const { centre, position } = props;
  const bounds: [[number, number], [number, number]] = [
    [Math.min(centre.latitude, position.latitude), Math.min(centre.longitude, position.longitude)],
    [Math.max(centre.latitude, position.latitude), Math.max(centre.longitude, position.longitude)],
  ];
  return (
    <div role="img" aria-label={props.label}>
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [40, 40], maxZoom: 17 }}
        style={{ height: 200, width: '100%', borderRadius: 8 }}
        scrollWheelZoom={false}
      >
        <WatchedTileLayer
          url={props.tileUrl}
          attribution={props.attribution}
          onTilesFailed={props.onTilesFailed}
        />
        <Circle
          center={{ lat: centre.latitude, lng: centre.longitude }}
          radius={centre.radius_m}
          pathOptions={{ weight: 2 }}
        />
        <Circle
          center={{ lat: position.latitude, lng: position.longitude }}
          radius={position.accuracy}
          pathOptions={{ color: '#d9480f', weight: 1 }}
        />
        <CircleMarker
          center={{ lat: position.latitude, lng: position.longitude }}
          radius={5}
          pathOptions={{ color: '#d9480f', fillOpacity: 1 }}
        />
      </MapContainer>
    </div>
  );
}
