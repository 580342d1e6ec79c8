import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, errorCodeOfStatus } from './errors';
import { failure } from './reply';
import { describeRefusal } from './validation';

const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_FILES_LIMIT: 'Too many files in one request',
  FST_PARTS_LIMIT: 'Too many form fields in one request',
  FST_FIELDS_LIMIT: 'Too many form fields in one request',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request must be multipart/form-data',
};

/** Told of every failure that answers 5xx (the admin's System tab lists the last ones). */
export type ServerErrorListener = (error: unknown, request: FastifyRequest) => void;

type ErrorHandlerOptions = {
  isUnavailable: (error: unknown) => boolean;
  onServerError?: ServerErrorListener | undefined;
};

/**
 * One place where failures become answers: the envelope, a real status, a message a person can act on.
 * `isUnavailable` tells an error that means the database is away for now (db/engine/unavailable.ts): it answers 503.
 */
export const errorHandler =
  (options: ErrorHandlerOptions) => (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) =>
    answerError(error, request, reply, options);

function answerError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
  { isUnavailable, onServerError = () => {} }: ErrorHandlerOptions,
) {
  if (error instanceof AppError) {
    if (error.options.retryAfterSeconds) reply.header('retry-after', String(error.options.retryAfterSeconds));
    return reply.code(error.statusCode).send(failure(error.code, error.message, error.options.fields));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message ?? 'is not valid',
    }));
    const { message, fields } = describeRefusal(issues, { of: error.validationContext === 'body' ? 'form' : 'address' });
    return reply.code(400).send(failure('validation_failed', message, fields));
  }
  if (error instanceof ZodError) {
    const { message, fields } = describeRefusal(error.issues);
    return reply.code(400).send(failure('validation_failed', message, fields));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
    onServerError(new Error('The answer did not match its schema'), request);
    return reply
      .code(500)
      .send({ ...failure('internal_error', 'Something went wrong on our side. Please try again.'), requestId: request.id });
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(failure(errorCodeOfStatus(status), MESSAGES[fastifyError.code] ?? fastifyError.message));
  }
  if (isUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    onServerError(error, request);
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({
        ...failure('unavailable', 'The shop is briefly unavailable. Please try again in a few seconds.'),
        requestId: request.id,
      });
  }
  request.log.error({ err: error }, 'request failed');
  onServerError(error, request);
  // The request id lets the shop's engineer find the cause in the logs; the answer carries nothing else of it.
  const answer = { ...failure('internal_error', 'Something went wrong on our side. Please try again.'), requestId: request.id };
  return reply.code(status >= 500 && status < 600 ? status : 500).send(answer);
}

/** Fastify's own failures before routing (a path that is not valid URL encoding) answer the envelope too. */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, _request, reply) => {
  // The generic reply type of this hook knows no status codes; the envelope is the same as everywhere.
  (reply as unknown as FastifyReply).code(400).send(failure('validation_failed', 'The address of this request is not valid'));
};
