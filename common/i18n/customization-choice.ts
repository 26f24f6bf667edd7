/**
 * The refusals of a buyer's customization (common/customization-choice.ts): the server words its
 * refusals with them, and the product page's chooser its live checks, from this small module so the
 * page does not download the server's catalogue.
 */
export const customizationChoiceMessages = {
  required: (option: string) => `Choose ${option}`,
  unknownChoice: (option: string) => `Choose one of the offered choices for ${option}`,
  notOffered: "This customization is no longer offered. Please choose again.",
  tooLong: (option: string, maximum: number) => `${option} must be at most ${maximum} characters`,
  notAnObject: "Send customization as an object of option ids to answers (text).",
  belowMinimum: (option: string, minimum: number) => `${option} needs an order of at least ${minimum} units`,
};
