/** `{ input: default }` for every input of action.yml that has one. */
export function actionDefaults(text: string): Record<string, string>
