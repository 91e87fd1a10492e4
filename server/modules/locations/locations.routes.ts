import { ErrorBody } from '#shared/http/error-body.ts';
import { CountriesResponse, LocationsQuery, LocationsResponse } from '#shared/locations/schemas.ts';
import { AppError, notFound } from '../../errors.ts';
import { sendWithEtag } from '../../http/etag.ts';
import { allCountries, childLocations, countryExists, locationExists, topLocations } from './location-queries.ts';
import type { TypedApp } from '../../http/typed-app.ts';

// Reference data: a day in browser caches and the service worker, then revalidated by ETag.
const REFERENCE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Countries and the location tree for the cascading address selectors (spec §4, §7). */
export async function locationsRoutes(app: TypedApp): Promise<void> {
  app.get(
    '/v1/countries',
    { schema: { tags: ['locations'], summary: 'Every country with its flag and phone code', response: { 200: CountriesResponse } } },
    async (request, reply) => sendWithEtag(request, reply, { countries: await allCountries(request.em) }, REFERENCE_CACHE),
  );

  app.get(
    '/v1/locations',
    {
      schema: {
        tags: ['locations'],
        summary: "A country's level-1 places (country_id) or a place's children (parent_id), with delivery fee and days",
        querystring: LocationsQuery,
        response: { 200: LocationsResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { country_id: countryId, parent_id: parentId } = request.query;
      if ((countryId === undefined) === (parentId === undefined)) {
        throw new AppError(400, 'validation_failed', 'Give exactly one of country_id or parent_id', {
          [countryId === undefined ? 'country_id' : 'parent_id']: 'give exactly one of country_id or parent_id',
        });
      }
      let locations;
      if (countryId !== undefined) {
        if (!(await countryExists(request.em, countryId))) throw notFound('Country');
        locations = await topLocations(request.em, countryId);
      } else {
        if (!(await locationExists(request.em, parentId!))) throw notFound('Location');
        locations = await childLocations(request.em, parentId!);
      }
      return sendWithEtag(request, reply, { locations }, REFERENCE_CACHE);
    },
  );
}
