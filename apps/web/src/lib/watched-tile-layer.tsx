import { useRef } from 'react';
import { TileLayer } from 'react-leaflet';

/**
 * Map tiles that report, once, when none could load (no internet, a wrong MAP_TILE_URL), so the
 * screen can say so; a tile failing after others loaded is only a gap in the map.
 */
export function WatchedTileLayer(props: {
  url: string;
  attribution: string;
  onTilesFailed: () => void;
}) {
  const tiles = useRef({ loaded: 0, failed: false });
  return (
    <TileLayer
      url={props.url}
      attribution={props.attribution}
      eventHandlers={{
        tileload: () => {
          tiles.current.loaded += 1;
        },
        tileerror: () => {
          if (tiles.current.loaded > 0 || tiles.current.failed) return;
          tiles.current.failed = true;
          props.onTilesFailed();
        },
      }}
    />
  );
}
