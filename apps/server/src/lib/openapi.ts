import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { collectRouteFacts, completeOperations, errorSchemas } from './openapi-operations.ts';

/**
 * OpenAPI generated from the routes' zod schemas at /api/openapi.json, Swagger UI at /api/docs.
 * Register before the modules: each operation's id, summary, security and 4xx answers are read
 * from its route as it is added (openapi-operations.ts).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const facts = collectRouteFacts(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Academy API',
        description:
          'Catalogue, accounts, enrolment, learning and community of the course academy.',
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${app.config.publicUrl}/terms-of-service` },
      },
      servers: [{ url: app.config.publicUrl, description: 'This academy' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          ticket: {
            type: 'apiKey',
            in: 'query',
            name: 'ticket',
            description:
              'A single-use ticket from POST /api/events/ticket/ (EventSource sends no headers).',
          },
        },
        schemas: errorSchemas as never,
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      completeOperations(documentObject.openapiObject as never, facts);
      return documentObject.openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
