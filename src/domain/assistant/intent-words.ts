// What a message asks for, one table per language (decisions.md "Assistant" and "Languages
// (English and Spanish)"): a price, open windows, a booking, a greeting, thanks; a job the engine
// cannot price; a mounting verb; wires behind a TV already up; a follow-up about the job priced
// before. The Spanish table is written without accents: the text is read accent-folded.
import type { ByLanguage } from './language';

export interface IntentWords {
  readonly price: RegExp;
  readonly slots: RegExp;
  readonly book: RegExp;
  readonly greeting: RegExp;
  readonly thanks: RegExp;
  /** A wall or job the engine has no price for; group 1 is named in the reply. */
  readonly unpriceable: RegExp;
  readonly mountingVerb: RegExp;
  readonly alreadyMounted: RegExp;
  /**
   * A new price question about services may mean the job priced before too, but only when the
   * customer says so ("add", "also", "with the TV"). Otherwise it prices those services alone
   * (issue 26: an earlier TV added $80 to a cameras-and-fan question).
   */
  readonly refersToEarlier: RegExp;
}

const EN_PRICE_WORDS =
  /\b(?:how much|price[sd]?|pricing|cost[s]?|quote|estimate|charge|rate[s]?|total|fee[s]?|what would it be|ballpark)\b/;
const EN_SLOT_WORDS =
  /\b(?:availab(?:le|ility)|openings?|open (?:slots?|times?|windows?|spots?|dates?)|slots?|time ?slots?|windows?|come (?:out|over|by|on|in|at|this|next|tomorrow|today)|can you (?:come|do it|make it|be here)|when can (?:you|someone)|soonest|earliest|next available|(?:what|which|any) (?:times?|days?|dates?)(?! do you (?:open|close|start|work))|times? (?:do you have|are (?:open|free|available)|free|open|available)|free (?:on|at|this|next|tomorrow)|schedule (?:for|on)|appointments?|are you free)\b/;
const EN_BOOK_WORDS =
  /\b(?:book(?: it| that| this| me| now| the| a|ing it)?|reserve(?: it)?|sign me up|lets do (?:it|this|that)|go ahead|schedule (?:it|that|this|me)|ill take (?:it|that)|we ll take it|make (?:the |an |a )?appointment|set it up|lock it in|confirm (?:it|the booking))\b/;
const EN_GREETING = /^ (?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|yo)\b/;
const EN_THANKS = /\b(?:thanks|thank you|thx|appreciate it|great thanks)\b/;
const EN_UNPRICEABLE =
  /\b(glass|shiplap|wood panel\w*|panel(?:ing|ling)|plaster|lath|log wall|metal wall|siding|vinyl|stucco|ceiling(?! ?fans?\b)|pole|projector|outdoor wall mount on a pole|broken (?:tv|screen)s?|cracked (?:tv|screen)s?|tv repairs?|repair (?:a |my |the )?(?:tv|screen)s?)\b/;

const EN_MOUNTING_VERB =
  /\b(?:mount(?:ed|ing)?|hang(?:ing)?|install(?:ed|ing)?|put up|wall ?mount)\b/;
const EN_ALREADY_MOUNTED =
  /\b(?:already (?:mounted|on the wall|up|hung)|is (?:already )?mounted|are (?:already )?mounted|existing tv)\b/;
const EN_REFERS_TO_EARLIER =
  /\b(?:add|adding|also|plus|too|as well|on top|in addition|along with|together|altogether|with (?:it|that|them|this|those|everything)|(?:the|my|that|those|these) (?:tvs?|televisions?|mount(?:ing)?|job)|same (?:job|visit|trip|time|appointment|day)|while you(?: are|re)? (?:there|here|at it)|everything)\b/;

export const INTENT_WORDS: ByLanguage<IntentWords> = {
  en: {
    price: EN_PRICE_WORDS,
    slots: EN_SLOT_WORDS,
    book: EN_BOOK_WORDS,
    greeting: EN_GREETING,
    thanks: EN_THANKS,
    unpriceable: EN_UNPRICEABLE,
    mountingVerb: EN_MOUNTING_VERB,
    alreadyMounted: EN_ALREADY_MOUNTED,
    refersToEarlier: EN_REFERS_TO_EARLIER,
  },
  es: {
    price:
      /\b(?:cuanto (?:cuesta|cuestan|cobran|cobra|sale|salen|seria|costaria|es|vale)|precios?|costos?|cotiza\w*|presupuesto|tarifas?|que (?:precio|costo)|total)\b/,
    slots:
      /\b(?:horarios?|disponib\w+|citas?|espacios?|lugares? libres?|cuando (?:pueden|puede|podrian|podria|vienen|viene)|pueden venir|puede venir|podrian venir|que (?:dias|horas|fechas)|a que hora|tienen (?:tiempo|lugar|espacio)|lo mas pronto|lo antes posible|estan libres)\b/,
    book: /\b(?:reserv(?:ar|arlo|alo|a|emos)|agend(?:ar|arlo|alo|emos)|hagamoslo|adelante|confirm(?:ar|alo|o)|quiero la cita|lo quiero)\b/,
    greeting: /^ (?:hola|buenos dias|buenas tardes|buenas noches|buenas|que tal)\b/,
    thanks: /\b(?:gracias|se lo agradezco|muy amable)\b/,
    unpriceable:
      /\b(vidrio|cristal|panel(?:es)? de madera|estuco|(?<!(?:ventilador|ventiladores|bocina|bocinas) de )techo|poste|proyector|pantalla rota|tele rota|reparar (?:la |mi )?(?:tele|televisor|pantalla)|reparacion)\b/,
    mountingVerb: /\b(?:montar|montaje|colgar|instalar|instalacion|poner en la pared)\b/,
    alreadyMounted:
      /\b(?:ya (?:esta|estan) (?:montad[oa]s?|colgad[oa]s?|en la pared|instalad[oa]s?))\b/,
    refersToEarlier:
      /\b(?:agreg\w+|anad\w+|tambien|ademas|junto con|al mismo tiempo|con (?:eso|esa|ese|la tele|el televisor|todo)|(?:la|las|mi|mis|esa|esas) teles?|(?:el|los|mi|mis) televisor(?:es)?|mismo (?:trabajo|dia|viaje)|todo junto)\b/,
  },
};
