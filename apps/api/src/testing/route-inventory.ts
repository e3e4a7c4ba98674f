import 'reflect-metadata';
import type { DynamicModule, Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { GATEWAY_METADATA, MESSAGE_MAPPING_METADATA } from '@nestjs/websockets/constants.js';
import { getAuthDecision, type AuthDecision } from '../modules/auth/auth-decision.js';

type ModuleImport = Type | DynamicModule | Promise<DynamicModule> | undefined;

export interface RouteEntry {
  /** e.g. "HealthController.check" */
  name: string;
  kind: 'http' | 'ws';
  decision: AuthDecision;
}

/**
 * Every HTTP route handler and socket message handler reachable from a module, with its auth
 * decision, read from decorator metadata without instantiating anything (no database needed).
 */
export async function collectRoutes(root: ModuleImport): Promise<RouteEntry[]> {
  const reflector = new Reflector();
  const seen = new Set<unknown>();
  const classes = { controllers: new Set<Type>(), gateways: new Set<Type>() };

  const visit = async (entry: ModuleImport): Promise<void> => {
    const resolved = await entry;
    if (!resolved || seen.has(resolved)) return;
    seen.add(resolved);
    const isDynamic = typeof resolved === 'object' && 'module' in resolved;
    const moduleClass: Type = isDynamic ? resolved.module : (resolved as Type);
    const metadata = <T>(key: string): T[] => (Reflect.getMetadata(key, moduleClass) as T[] | undefined) ?? [];
    const controllers = [...metadata<Type>(MODULE_METADATA.CONTROLLERS), ...(isDynamic ? (resolved.controllers ?? []) : [])];
    const providers = [...metadata<unknown>(MODULE_METADATA.PROVIDERS), ...(isDynamic ? (resolved.providers ?? []) : [])];
    const imports = [
      ...metadata<ModuleImport>(MODULE_METADATA.IMPORTS),
      ...(isDynamic ? ((resolved.imports ?? []) as ModuleImport[]) : []),
    ];
    for (const controller of controllers) classes.controllers.add(controller);
    for (const provider of providers) {
      const cls = typeof provider === 'function' ? provider : (provider as { useClass?: Type }).useClass;
      if (cls && Reflect.getMetadata(GATEWAY_METADATA, cls) === true) classes.gateways.add(cls as Type);
    }
    for (const child of imports) await visit(child);
  };
  await visit(root);

  const routes: RouteEntry[] = [];
  const handlersOf = (cls: Type, isHandler: (fn: object) => boolean) =>
    Object.getOwnPropertyNames(cls.prototype)
      .filter((key) => key !== 'constructor')
      .map((key) => ({ key, fn: (cls.prototype as Record<string, unknown>)[key] }))
      .filter((m): m is { key: string; fn: object } => typeof m.fn === 'function' && isHandler(m.fn));
  for (const controller of classes.controllers) {
    for (const { key, fn } of handlersOf(
      controller,
      (f) => Reflect.getMetadata(METHOD_METADATA, f) !== undefined && Reflect.getMetadata(PATH_METADATA, f) !== undefined,
    )) {
      routes.push({ name: `${controller.name}.${key}`, kind: 'http', decision: getAuthDecision(reflector, fn, controller) });
    }
  }
  for (const gateway of classes.gateways) {
    for (const { key, fn } of handlersOf(gateway, (f) => Reflect.getMetadata(MESSAGE_MAPPING_METADATA, f) === true)) {
      routes.push({ name: `${gateway.name}.${key}`, kind: 'ws', decision: getAuthDecision(reflector, fn, gateway) });
    }
  }
  return routes;
}
