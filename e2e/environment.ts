/** Nothing listens there; journeys see the map degrade as it does without internet. */
export const DEAD_TILE_SERVER = 'http://127.0.0.1:3199';
