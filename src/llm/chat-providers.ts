import type { ChatModel } from '../core/chat-model.js';
import { Registry } from '../core/registry.js';

export interface ChatProviderSettings {
  baseURL: string;
  model: string;
  apiKey?: string;
  /** The config section named in error hints (`llm`, `judge`). */
  configSection: string;
}

export interface ChatProvider {
  description: string;
  /** The bare model, without middleware: the model layer wraps it in cache, retries, limits and accounting. */
  create(settings: ChatProviderSettings): ChatModel;
}

/** Chat model providers by the name a config section's `provider` gives; each provider is one file in providers/. */
export const chatProviders = new Registry<ChatProvider>('chat provider');

export const DEFAULT_CHAT_PROVIDER = 'openai-compatible';
