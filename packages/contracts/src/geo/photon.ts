import { z } from 'zod';

/**
 * A Photon-compatible address search's answer (GeoJSON): what the centre form reads of it. Other
 * properties are ignored; a feature without coordinates is dropped by the caller's parse.
 */
export const ZPhotonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z
    .object({
      name: z.string().optional(),
      housenumber: z.string().optional(),
      street: z.string().optional(),
      city: z.string().optional(),
      state: z.string().optional(),
      postcode: z.string().optional(),
      country: z.string().optional(),
    })
    .loose(),
});
export type TPhotonFeature = z.infer<typeof ZPhotonFeature>;

export const ZPhotonResponse = z.object({ features: z.array(z.unknown()) });
