import { chatProviders, DEFAULT_CHAT_PROVIDER } from '../chat-providers.js';
import { createOpenAIChatModel } from '../openai-chat-model.js';

chatProviders.register(DEFAULT_CHAT_PROVIDER, {
  description: 'any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp server, TGI …) through the openai package',
  create: ({ baseURL, model, apiKey, configSection }) => createOpenAIChatModel({ baseURL, apiKey, model, configSection }),
});
