/** FrayActor: behaviour on the document (rolls, applying outcomes); rules in the engine; data in the model. */
export class FrayActor extends Actor {}
