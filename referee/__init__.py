"""Pure rules referee: is a build, wonder stage or trade legal, and every way to pay."""


def check_document(doc):  # replaced by the real referee
    from scoring.errors import BadInput
    raise BadInput("the referee is not available yet")
