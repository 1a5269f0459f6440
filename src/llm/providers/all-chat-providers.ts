/** Importing this module registers every chat provider; a new provider is one file and one line here. */
import './openai-compatible-provider.js';

export { chatProviders } from '../chat-providers.js';
