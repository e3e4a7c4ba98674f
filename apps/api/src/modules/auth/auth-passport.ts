import { Injectable } from '@nestjs/common';
import passport from 'passport';

/** The name JwtStrategy registers under and AuthGuard runs. */
export const JWT_STRATEGY = 'jwt';

/**
 * This app's own passport, where its strategies (JWT, OAuth providers) register. @nestjs/passport
 * registers them on the process-wide singleton, where the last app started in a process (the
 * integration tests run several) would answer for every other one.
 */
@Injectable()
export class AuthPassport extends passport.Passport {}

/**
 * What a PassportStrategy class returns from getPassportInstance(): the mixin registers the
 * strategy there while constructing it, before the class can reach its AuthPassport, so it
 * registers nowhere and the class's constructor registers it with AuthPassport.
 */
export const registeredByConstructor = { use: (): void => undefined };
